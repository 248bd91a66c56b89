/** React's mark that it listens on a node: `_reactListening` and a random suffix per copy of React. */
const LISTENING = /^_reactListening/;

/**
 * Mounts an element's React root without leaving React's mark on the document. React marks a new root's document as
 * listening (for `selectionchange`); a host whose own root is the document itself (Next.js hydrates `document`), on
 * the same React, finds that mark and attaches none of its event listeners, so none of its onClick handlers would
 * fire. Until the host has a root on the document, an element takes its mark back.
 */
export function mountWithoutDocumentMark(mount: () => void): void {
  const keys = () => Object.keys(document);
  if (keys().some((key) => key.startsWith('__reactContainer$'))) return mount();
  const before = new Set(keys());
  mount();
  const marked = document as unknown as Record<string, unknown>;
  for (const key of keys()) if (LISTENING.test(key) && !before.has(key)) delete marked[key];
}
