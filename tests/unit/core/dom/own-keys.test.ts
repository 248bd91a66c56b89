import { describe, expect, it } from 'vitest';
import { isOwnKey, type KeyTarget } from '../../../../src/core/dom/own-keys';

// Issue #31: keys an element's own control handles stop at the element, so a slide deck listening on `document`
// does not also move a slide, leave full screen or open its overview.

const button: KeyTarget = { localName: 'button', role: null, editable: false };
const tab: KeyTarget = { localName: 'button', role: 'tab', editable: false };
const field: KeyTarget = { localName: 'input', role: null, editable: true };
const link: KeyTarget = { localName: 'a', role: null, editable: false };
const text: KeyTarget = { localName: 'div', role: null, editable: false };

describe('isOwnKey', () => {
  it.each(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', ' '])('%j on a tab', (key) => {
    expect(isOwnKey(key, tab)).toBe(true);
  });

  it('Enter and Space on a button (native or role=button), not its arrows', () => {
    expect(isOwnKey('Enter', button)).toBe(true);
    expect(isOwnKey(' ', button)).toBe(true);
    expect(isOwnKey(' ', { localName: 'div', role: 'button', editable: false })).toBe(true);
    expect(isOwnKey('ArrowRight', button)).toBe(false);
    expect(isOwnKey('Escape', button)).toBe(false);
  });

  it('every key typed into a field', () => {
    for (const key of ['a', 'f', 'ArrowRight', ' ', 'Enter', 'Home']) expect(isOwnKey(key, field)).toBe(true);
  });

  it("Escape only while it closes something of the element: else the host's (its modal closes), from a field too", () => {
    for (const target of [field, button, tab, link, text]) {
      expect(isOwnKey('Escape', target)).toBe(false);
      expect(isOwnKey('Escape', { ...target, overlay: true })).toBe(true);
    }
    // An open menu takes Escape, not the other keys typed beside it.
    expect(isOwnKey('ArrowRight', { ...text, overlay: true })).toBe(false);
  });

  it('Enter on a link; nothing on plain text, so the deck still moves from there', () => {
    expect(isOwnKey('Enter', link)).toBe(true);
    expect(isOwnKey(' ', link)).toBe(false);
    for (const key of ['ArrowRight', ' ', 'Enter', 'Escape']) expect(isOwnKey(key, text)).toBe(false);
  });

  it('Tab is never kept: focus must be able to leave', () => {
    for (const target of [button, tab, field, link, text]) expect(isOwnKey('Tab', target)).toBe(false);
  });
});
