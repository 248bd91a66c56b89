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

  it('stays linear on long hostile input', () => {
    const long = '<' + ' on='.repeat(200_000);
    const started = performance.now();
    renameInlineHandlers(long);
    renameInlineHandlers('<'.repeat(200_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
