/**
 * `dir` for a field of free text: `auto` once it holds text, so an English title typed on an Arabic page keeps its
 * punctuation where it was typed (#29 item 12); empty, the page's direction, since Chromium takes an empty `auto` field
 * as left to right and would put the caret and placeholder on the wrong side.
 */
export function textDir(value: string): 'auto' | undefined {
  return value ? 'auto' : undefined;
}
