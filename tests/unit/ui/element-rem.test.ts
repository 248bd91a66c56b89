// @vitest-environment node
// rem lengths in the elements' CSS follow the element's root size, not the page's <html> font size (#31).
import { describe, expect, it } from 'vitest';
import { elementRem } from '../../../src/react/ui/element-rem';

const size = (n: string) => `calc(${n} * var(--academy-rem, 16px))`;

describe('elementRem', () => {
  it('rewrites rem lengths in declarations, signed and fractional, tokens included', () => {
    expect(elementRem('.a{padding:0.5rem 1.25rem;margin:-1rem;gap:.75rem;--sl-spacing-large:1.5rem}')).toBe(
      `.a{padding:${size('0.5')} ${size('1.25')};margin:${size('-1')};gap:${size('.75')};--sl-spacing-large:${size('1.5')}}`,
    );
    expect(elementRem('.b { width: min(24rem, calc(100vw - 2rem)); font: 700 1rem/1.5 serif }')).toBe(
      `.b { width: min(${size('24')}, calc(100vw - ${size('2')})); font: 700 ${size('1')}/1.5 serif }`,
    );
  });

  it('leaves at-rule conditions, names, other units and comments alone', () => {
    const css = '/* a;{ 1rem */@media (max-width: 40rem) { .mt-1rem, #x2rem { width: 3em; line-height: 2 } }';
    expect(elementRem(css)).toBe('@media (max-width: 40rem) { .mt-1rem, #x2rem { width: 3em; line-height: 2 } }');
    expect(elementRem('@container card (width < 30rem) { .c { padding: 1rem } }')).toBe(
      `@container card (width < 30rem) { .c { padding: ${size('1')} } }`,
    );
  });

  it('leaves CSS without rem as it is', () => {
    const css = ':host{display:block !important;font-size:var(--academy-font-size, 16px)}';
    expect(elementRem(css)).toBe(css);
  });
});
