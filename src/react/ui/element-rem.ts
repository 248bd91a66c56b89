/**
 * The element's own root size: `--academy-rem`, registered as a `<length>` so the host's `1em` computes to pixels
 * there and descendants inherit that figure (the host's font size: `--academy-font-size`, else the reader's default).
 */
export const ELEMENT_ROOT_SIZE = 'var(--academy-rem, 16px)';

let registered = false;

/** Registers `--academy-rem` once per page (a second bundle's registration throws, so it is caught). */
export function registerElementRem(): void {
  if (registered || typeof CSS === 'undefined' || typeof CSS.registerProperty !== 'function') return;
  registered = true;
  try {
    CSS.registerProperty({ name: '--academy-rem', syntax: '<length>', inherits: true, initialValue: '16px' });
  } catch {
    // Already registered by another copy of the elements on this page: same definition.
  }
}

/** A number followed by `rem`, not inside a name (`.mt-1rem`) or a longer unit; an optional sign. */
const REM = /(?<![\w.#-])(-?\d*\.?\d+)rem(?![\w-])/g;
const COMMENT = /\/\*[\s\S]*?\*\//g;
/** Selectors, at-rule preludes and declarations: the text between `{`, `}` and `;`. */
const CHUNK = /[^{};]+/g;

/**
 * Rewrites every `rem` length in a shadow root's CSS as a multiple of the element's root size. A `rem` measures the
 * page's `<html>` font size, which crosses the shadow boundary (`html { font-size: 10px }` shrank every element);
 * `var()` is not allowed in media or container conditions, so at-rule preludes keep their `rem` (we write them in px).
 */
export function elementRem(css: string): string {
  return css
    .replace(COMMENT, '')
    .replace(CHUNK, (chunk) =>
      chunk.trimStart().startsWith('@') ? chunk : chunk.replace(REM, `calc($1 * ${ELEMENT_ROOT_SIZE})`),
    );
}
