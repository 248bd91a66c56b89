import { describe, expect, it } from 'vitest';
import { isBlockedShortcut, type KeyChord } from '../../../../src/core/exam/keyboard-guard';

// §4 while active: copy, select-all, paste, save, view-source, F12 and inspect shortcuts are blocked.

const chord = (key: string, mods: Partial<KeyChord> = {}): KeyChord => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('isBlockedShortcut', () => {
  it.each(['c', 'a', 'v', 's', 'u', 'C', 'V'])('Ctrl+%s and Cmd+%s', (key) => {
    expect(isBlockedShortcut(chord(key, { ctrlKey: true }))).toBe(true);
    expect(isBlockedShortcut(chord(key, { metaKey: true }))).toBe(true);
  });

  it.each(['I', 'J', 'C'])('Ctrl+Shift+%s and Cmd+Option+%s (inspect)', (key) => {
    expect(isBlockedShortcut(chord(key, { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isBlockedShortcut(chord('ˆ', { metaKey: true, altKey: true, code: `Key${key}` }))).toBe(true);
  });

  it('F12 alone', () => {
    expect(isBlockedShortcut(chord('F12'))).toBe(true);
  });

  it('on an Arabic layout, by the physical key', () => {
    expect(isBlockedShortcut(chord('ؤ', { ctrlKey: true, code: 'KeyC' }))).toBe(true);
  });

  it('typing, arrows, Enter and other shortcuts pass', () => {
    for (const key of ['c', 'a', 'ArrowDown', 'Enter', ' ', 'F5']) expect(isBlockedShortcut(chord(key))).toBe(false);
    expect(isBlockedShortcut(chord('i', { ctrlKey: true }))).toBe(false);
    expect(isBlockedShortcut(chord('z', { ctrlKey: true }))).toBe(false);
    expect(isBlockedShortcut(chord('I', { shiftKey: true }))).toBe(false);
  });
});
