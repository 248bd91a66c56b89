/** Global symbol, so two copies of the library on one page (ES entries and the bundle) still add a sheet once. */
const SHEET_KEY = Symbol.for('academy.document-sheet');
type KeyedSheet = CSSStyleSheet & { [SHEET_KEY]?: string };

function find(key: string): CSSStyleSheet | undefined {
  return document.adoptedStyleSheets.find((sheet) => (sheet as KeyedSheet)[SHEET_KEY] === key);
}

/**
 * Adds a page-wide rule set once per key. A constructed sheet rather than a `<style>` element, so a host's
 * Content-Security-Policy needs no `style-src 'unsafe-inline'`.
 */
export function adoptDocumentSheet(key: string, css: string): void {
  if (typeof document === 'undefined' || find(key)) return;
  const sheet: KeyedSheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  sheet[SHEET_KEY] = key;
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** Removes what `adoptDocumentSheet` added under this key; sheets the host adopted are left alone. */
export function dropDocumentSheet(key: string): void {
  const sheet = find(key);
  if (sheet) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet);
}

/** The text of the sheet adopted under this key, if any (for diagnostics and tests). */
export function documentSheetText(key: string): string | undefined {
  const sheet = find(key);
  return sheet && Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
}
