import { describe, expect, it } from 'vitest';
import { renameInlineHandlers } from '../../../../src/core/dom/inert-handlers';

describe('renameInlineHandlers', () => {
  it('renames every on…= attribute inside tags, whatever the case, spacing or separator', () => {
    expect(renameInlineHandlers('<img src=x onerror="a()">')).toBe('<img src=x data-inert-onerror="a()">');
    expect(renameInlineHandlers('<svg/OnLoad=a()>')).toBe('<svg/data-inert-onLoad=a()>');
    expect(renameInlineHandlers('<a href="x"onclick =a()>')).toBe('<a href="x"data-inert-onclick =a()>');
    expect(renameInlineHandlers('<p\tonmouseover=a() onfocus=b()>')).toBe(
      '<p\tdata-inert-onmouseover=a() data-inert-onfocus=b()>',
    );
  });

  it('leaves text outside tags and attributes merely starting with other letters alone', () => {
    const text = '<p title="x">turn online = on, once=1</p><input name="one" content=1>';
    expect(renameInlineHandlers(text)).toBe(text);
  });

  // How long long hostile input takes is measured by `npm run bench:linear`, not asserted here.
  it('leaves a long unclosed run alone and renames every handler of one long tag', () => {
    const unclosed = '<' + ' on='.repeat(200_000);
    expect(renameInlineHandlers(unclosed)).toBe(unclosed);
    expect(renameInlineHandlers('<'.repeat(200_000))).toBe('<'.repeat(200_000));
    expect(renameInlineHandlers(`<p${' on=a'.repeat(50_000)}>`)).toBe(`<p${' data-inert-on=a'.repeat(50_000)}>`);
  });
});
