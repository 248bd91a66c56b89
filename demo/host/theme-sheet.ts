/** The theme pages' one constructed stylesheet: swatch colours as rules, never style attributes (CSP style-src 'self'). */
let sheet: CSSStyleSheet | null = null;

/** A swatch id in `data-swatch` (letters, digits, dashes, so it needs no escaping in a selector). */
const SWATCH_ID = /^[a-z0-9-]+$/;
/** Values a rule may carry: colour literals and `var(--academy-*)`; anything else could break out of the rule. */
const SAFE_VALUE = /^(#[0-9a-f]{3,8}|rgba?\([\d\s,./%]+\)|var\(--academy-[a-z0-9-]+\))$/i;

/** One `[data-swatch="id"] { … }` rule; declarations with an unsafe value are left out. */
export function swatchRule(id: string, declarations: Record<string, string>): string {
  if (!SWATCH_ID.test(id)) return '';
  const body = Object.entries(declarations)
    .filter(([, value]) => SAFE_VALUE.test(value))
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  return body ? `[data-swatch="${id}"]{${body}}` : '';
}

/** Replaces the sheet's rules with `rules`, adopting the sheet on the document the first time. */
export function setThemeRules(rules: readonly string[]): void {
  sheet ??= new CSSStyleSheet();
  sheet.replaceSync(rules.filter(Boolean).join('\n'));
  if (!document.adoptedStyleSheets.includes(sheet))
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** The sheet's current text (for tests). */
export function themeRulesText(): string {
  return sheet ? Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n') : '';
}
