import type { ShortcutName } from '../api/schemas/exam-events';

// §4 while an exam is active, copy, select-all, paste, save, view-source, F12 and inspect shortcuts are blocked.

/** The parts of a KeyboardEvent the guard reads. */
export interface KeyChord {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey?: boolean;
  /** The physical key ('KeyC'): read too, so a shortcut is caught on an Arabic layout or with macOS Option. */
  code?: string;
}

/** Ctrl/Cmd + these: copy, select all, paste, save, view source (with or without Shift, e.g. Ctrl+Shift+V). */
const MOD_KEYS: Record<string, ShortcutName> = {
  c: 'copy',
  a: 'select-all',
  v: 'paste',
  s: 'save',
  u: 'view-source',
};
/** Ctrl/Cmd + Shift (or Cmd + Option on macOS) + these: inspector, console, element picker. */
const INSPECT_KEYS = new Set(['i', 'j', 'c']);

/** Which shortcut the key event is, when blocked (the caller prevents its default); null for plain typing and arrows. */
export function blockedShortcut(event: KeyChord): ShortcutName | null {
  if (event.key === 'F12') return 'devtools';
  if (!event.ctrlKey && !event.metaKey) return null;
  const keys = [event.key.toLowerCase(), /^Key([A-Z])$/.exec(event.code ?? '')?.[1]?.toLowerCase() ?? ''];
  if ((event.shiftKey || event.altKey) && keys.some((key) => INSPECT_KEYS.has(key))) return 'devtools';
  for (const key of keys) if (Object.hasOwn(MOD_KEYS, key)) return MOD_KEYS[key]!;
  return null;
}

/** True when the key event is a blocked shortcut (the caller prevents its default). Plain typing and arrows pass. */
export function isBlockedShortcut(event: KeyChord): boolean {
  return blockedShortcut(event) !== null;
}
