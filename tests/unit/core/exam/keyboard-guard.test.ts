import { describe, expect, it } from 'vitest';
import { blockedShortcut, isBlockedShortcut, type KeyChord } from '../../../../src/core/exam/keyboard-guard';

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

describe('blockedShortcut', () => {
  it('names each blocked shortcut (#33 the integrity log)', () => {
    expect(blockedShortcut(chord('c', { ctrlKey: true }))).toBe('copy');
    expect(blockedShortcut(chord('V', { metaKey: true, shiftKey: true }))).toBe('paste');
    expect(blockedShortcut(chord('a', { ctrlKey: true }))).toBe('select-all');
    expect(blockedShortcut(chord('s', { metaKey: true }))).toBe('save');
    expect(blockedShortcut(chord('u', { ctrlKey: true }))).toBe('view-source');
    expect(blockedShortcut(chord('F12'))).toBe('devtools');
    expect(blockedShortcut(chord('I', { ctrlKey: true, shiftKey: true }))).toBe('devtools');
    expect(blockedShortcut(chord('C', { ctrlKey: true, shiftKey: true }))).toBe('devtools');
    expect(blockedShortcut(chord('ˆ', { metaKey: true, altKey: true, code: 'KeyJ' }))).toBe('devtools');
  });

  it('names a shortcut on an Arabic layout by the physical key', () => {
    expect(blockedShortcut(chord('ؤ', { ctrlKey: true, code: 'KeyC' }))).toBe('copy');
    expect(blockedShortcut(chord('ش', { ctrlKey: true, code: 'KeyA' }))).toBe('select-all');
  });

  it('is null for what passes', () => {
    expect(blockedShortcut(chord('c'))).toBe(null);
    expect(blockedShortcut(chord('z', { ctrlKey: true }))).toBe(null);
    expect(blockedShortcut(chord('x', { ctrlKey: true }))).toBe(null);
    expect(blockedShortcut(chord('ArrowDown'))).toBe(null);
    // Not an own property: an object's inherited names never match.
    expect(blockedShortcut(chord('constructor', { ctrlKey: true }))).toBe(null);
  });
});
