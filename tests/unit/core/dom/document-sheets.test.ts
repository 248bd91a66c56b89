// @vitest-environment happy-dom -- uses the DOM (document, window, location, events); the rest of core runs in node.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptDocumentSheet, documentSheetText, dropDocumentSheet } from '../../../../src/core/dom/document-sheets';

// Page-wide rules (the Arabic @font-face, the chat widget's hidden rule) go on the document as constructed
// sheets: once per key, without <style> elements a strict CSP would block.

afterEach(() => {
  document.adoptedStyleSheets = [];
  vi.resetModules();
});

const css = (key: string) => documentSheetText(key)?.replace(/\s/g, '');

describe('adoptDocumentSheet', () => {
  it('adopts a constructed sheet once per key and writes no <style> element', () => {
    adoptDocumentSheet('a', '.a{color:red}');
    adoptDocumentSheet('a', '.a{color:blue}');
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(css('a')).toContain('color:red');
    expect(document.querySelector('style')).toBeNull();
  });

  it('keeps sheets of other keys and those the host adopted', () => {
    const host = new CSSStyleSheet();
    host.replaceSync('body{margin:0}');
    document.adoptedStyleSheets = [host];
    adoptDocumentSheet('a', '.a{color:red}');
    adoptDocumentSheet('b', '.b{color:red}');
    expect(document.adoptedStyleSheets).toHaveLength(3);
    expect(document.adoptedStyleSheets[0]).toBe(host);
    dropDocumentSheet('a');
    expect(document.adoptedStyleSheets).toEqual([host, expect.anything()]);
    expect(css('a')).toBeUndefined();
    expect(css('b')).toContain('.b');
  });

  it('recognises a sheet added by a second copy of the library on the same page', async () => {
    adoptDocumentSheet('a', '.a{color:red}');
    vi.resetModules();
    const copy = await import('../../../../src/core/dom/document-sheets');
    copy.adoptDocumentSheet('a', '.a{color:red}');
    expect(document.adoptedStyleSheets).toHaveLength(1);
    copy.dropDocumentSheet('a');
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('does nothing when dropping a key that was never adopted', () => {
    dropDocumentSheet('missing');
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });
});
