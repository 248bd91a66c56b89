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
const MOD_KEYS = new Set(['c', 'a', 'v', 's', 'u']);
/** Ctrl/Cmd + Shift (or Cmd + Option on macOS) + these: inspector, console, element picker. */
const INSPECT_KEYS = new Set(['i', 'j', 'c']);

/** True when the key event is a blocked shortcut (the caller prevents its default). Plain typing and arrows pass. */
export function isBlockedShortcut(event: KeyChord): boolean {
  if (event.key === 'F12') return true;
  const mod = event.ctrlKey || event.metaKey;
  if (!mod) return false;
  const keys = [event.key.toLowerCase(), /^Key([A-Z])$/.exec(event.code ?? '')?.[1]?.toLowerCase()];
  if (keys.some((key) => key !== undefined && MOD_KEYS.has(key))) return true;
  return (event.shiftKey || Boolean(event.altKey)) && keys.some((key) => key !== undefined && INSPECT_KEYS.has(key));
}
