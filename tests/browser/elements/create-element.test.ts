// Packaging of the custom elements in real Chromium: registration, open shadow root, adopted styles,
// brand tokens, attribute validation and removal, per-element `lang`, host `lang`/`dir`, the Arabic font.
import { expect } from 'chai';
import { BRAND_VARIANTS } from '../../../src/core/brand/variants';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { loginEn } from '../../../src/core/login/strings/en';
import { loginAr } from '../../../src/core/login/strings/ar';
import { AcademyLogin } from '../../../src/elements/academy-login';
import { define } from '../../../src/elements/define';
import manifest from '../../../custom-elements.json';
import '../../../src/elements/index';
import { mount, resetPage, shadowQuery, spyConsole, waitFor } from '../support/helpers';

const TITLE_EN = loginEn.login.login.title;
const TITLE_AR = loginAr.login.login.title;

/** '#0f6b4f' → 'rgb(15, 107, 79)', as getComputedStyle reports colours. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const token = (el: Element, name: string) => getComputedStyle(el).getPropertyValue(name).trim();
const title = (el: Element) => el.shadowRoot?.querySelector('h1')?.textContent;
const waitTitle = (el: Element, text: string) =>
  waitFor(() => title(el) === text, `title "${text}" (got "${title(el)}")`);

describe('academy elements: packaging', () => {
  let warn: ReturnType<typeof spyConsole>;
  beforeEach(() => {
    resetPage();
    setLanguage('en');
    warn = spyConsole('warn');
  });
  afterEach(() => {
    warn.restore();
    resetPage();
  });

  it('registers once: define() again, even with another class, is a no-op', () => {
    expect(customElements.get('academy-login')).to.equal(AcademyLogin);
    expect(() => define('academy-login', AcademyLogin)).not.to.throw();
    expect(() => define('academy-login', class extends HTMLElement {})).not.to.throw();
    expect(customElements.get('academy-login')).to.equal(AcademyLogin);
  });

  it('renders into an open shadow root whose content arrives asynchronously', async () => {
    const el = mount('<academy-login></academy-login>');
    expect(el.shadowRoot, 'open shadow root').to.not.equal(null);
    expect(el.shadowRoot?.mode).to.equal('open');
    await waitTitle(el, TITLE_EN);
    expect(el.shadowRoot?.querySelector('[part~=card]')?.getBoundingClientRect().height).to.be.greaterThan(100);
    expect(el.querySelector('h1'), 'nothing leaks into light DOM').to.equal(null);
  });

  it('adopts base, feature and brand stylesheets; the primary button paints in the brand colour', async () => {
    const el = mount('<academy-login></academy-login>');
    const button = await shadowQuery(el, 'button[type=submit]');
    const sheets = el.shadowRoot!.adoptedStyleSheets;
    // base, the feature's two (shared form controls + its own), and brand tokens last.
    expect(sheets.length).to.equal(4);
    expect(el.shadowRoot!.querySelectorAll('style').length, 'no inline <style>').to.equal(0);
    const brandRule = sheets[3]!.cssRules[0]!.cssText;
    expect(brandRule).to.contain(':host').and.contain('--academy-primary-main');
    const main = BRAND_VARIANTS.aman.palette.primary.main; // localhost → the Arabic-default variant
    await waitFor(() => getComputedStyle(button).backgroundColor === rgb(main), 'button in brand colour');
  });

  it('puts brand tokens and the Shoelace mapping on the host', async () => {
    const el = mount('<academy-login brand="safe"></academy-login>');
    await waitTitle(el, TITLE_EN);
    const main = BRAND_VARIANTS.safe.palette.primary.main;
    expect(token(el, '--academy-primary-main')).to.equal(main);
    expect(token(el, '--academy-error-main')).to.equal(BRAND_VARIANTS.safe.palette.error.main);
    expect(token(el, '--sl-color-primary-600')).to.equal(main);
    expect(token(el, '--sl-color-danger-600')).to.equal(BRAND_VARIANTS.safe.palette.error.main);
    expect(token(document.body, '--academy-primary-main'), 'tokens stay on the host').to.equal('');
  });

  it('switches palette live when the brand attribute changes', async () => {
    const el = mount('<academy-login brand="safe"></academy-login>');
    const button = await shadowQuery(el, 'button[type=submit]');
    await waitFor(
      () => getComputedStyle(button).backgroundColor === rgb(BRAND_VARIANTS.safe.palette.primary.main),
      'safe colour',
    );
    el.setAttribute('brand', 'association');
    const main = BRAND_VARIANTS.association.palette.primary.main;
    await waitFor(() => token(el, '--academy-primary-main') === main, 'association token');
    await waitFor(() => getComputedStyle(button).backgroundColor === rgb(main), 'association colour');
    expect(el.shadowRoot!.adoptedStyleSheets.length, 'brand sheet replaced, not stacked').to.equal(4);
  });

  it('ignores an unknown brand with a warning and keeps the default palette', async () => {
    const el = mount('<academy-login brand="acme"></academy-login>');
    await waitTitle(el, TITLE_EN);
    expect(warn.text()).to.contain('acme');
    expect(token(el, '--academy-primary-main')).to.equal(BRAND_VARIANTS.aman.palette.primary.main);
  });

  it('ignores an invalid view with a warning and shows the login screen', async () => {
    const el = mount('<academy-login view="bogus"></academy-login>');
    await waitTitle(el, TITLE_EN);
    expect(warn.text()).to.contain('view="bogus"');
  });

  it('keeps the last valid view when a later value is invalid', async () => {
    const el = mount('<academy-login view="signup"></academy-login>');
    await waitTitle(el, loginEn.login.signup.title);
    el.setAttribute('view', 'nope');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(title(el)).to.equal(loginEn.login.signup.title);
    expect(warn.text()).to.contain('view="nope"');
  });

  it('ignores an invalid lang with a warning and follows the saved language', async () => {
    const el = mount('<academy-login lang="fr"></academy-login>');
    await waitTitle(el, TITLE_EN);
    expect(warn.text()).to.contain('lang="fr"');
    await waitFor(() => el.getAttribute('lang') === 'en', 'host lang reflected');
  });

  it('ignores an off-site redirect with a warning and still renders', async () => {
    const el = mount('<academy-login redirect="//evil.example"></academy-login>');
    await waitTitle(el, TITLE_EN);
    expect(warn.text()).to.contain('redirect="//evil.example"');
    expect((el as unknown as { redirect?: string }).redirect).to.equal(undefined);
    el.setAttribute('redirect', 'https://evil.example/x');
    expect(warn.calls.length).to.be.greaterThan(1);
    expect((el as unknown as { redirect?: string }).redirect).to.equal(undefined);
  });

  it('restores the default when an attribute is removed (view, lang, brand)', async () => {
    const el = mount('<academy-login view="signup" lang="ar" brand="safe"></academy-login>');
    await waitTitle(el, loginAr.login.signup.title);
    el.removeAttribute('view');
    await waitTitle(el, TITLE_AR);
    el.removeAttribute('lang');
    await waitTitle(el, TITLE_EN);
    await waitFor(() => el.getAttribute('lang') === 'en' && el.getAttribute('dir') === 'ltr', 'host follows the store');
    el.removeAttribute('brand');
    await waitFor(
      () => token(el, '--academy-primary-main') === BRAND_VARIANTS.aman.palette.primary.main,
      'host brand restored',
    );
    expect(warn.calls, warn.text()).to.have.length(0);
  });

  it('lang on one element overrides the saved language for that element only', async () => {
    const pinned = mount('<academy-login lang="en"></academy-login>');
    const follower = mount('<academy-login></academy-login>');
    await waitTitle(pinned, TITLE_EN);
    await waitTitle(follower, TITLE_EN);
    setLanguage('ar');
    await waitTitle(follower, TITLE_AR);
    expect(follower.getAttribute('dir')).to.equal('rtl');
    expect(title(pinned)).to.equal(TITLE_EN);
    expect(pinned.getAttribute('lang')).to.equal('en');
    expect(pinned.getAttribute('dir')).to.equal('ltr');
  });

  it('an author lang set while the element already reflects that language still pins it', async () => {
    const el = mount('<academy-login></academy-login>');
    await waitFor(() => el.getAttribute('lang') === 'en', 'reflected en');
    el.setAttribute('lang', 'en');
    setLanguage('ar');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(title(el)).to.equal(TITLE_EN);
  });

  it('reflects lang and dir from the locale store and lays out right-to-left in Arabic', async () => {
    const el = mount('<academy-login></academy-login>');
    const form = await shadowQuery(el, 'form');
    await waitFor(() => el.getAttribute('lang') === 'en', 'lang=en');
    expect(el.getAttribute('dir')).to.equal('ltr');
    expect(getComputedStyle(form).direction).to.equal('ltr');
    setLanguage('ar');
    await waitFor(() => el.getAttribute('dir') === 'rtl', 'dir=rtl');
    expect(el.getAttribute('lang')).to.equal('ar');
    expect(localStorage.getItem('language')).to.equal('ar');
    expect(getComputedStyle(form).direction).to.equal('rtl');
    expect(warn.calls, 'own reflection is not an author value').to.have.length(0);
  });

  // React 19 sets a custom element's prop as a property when the element has one (`courseId`), else as an attribute.
  it('takes a property like its attribute: checked, rendered, and removed by undefined', async () => {
    const el = mount<HTMLElement & { view?: string; redirect?: string }>('<academy-login></academy-login>');
    await waitTitle(el, TITLE_EN);
    el.view = 'signup';
    expect(el.getAttribute('view')).to.equal('signup');
    await waitTitle(el, loginEn.login.signup.title);
    el.view = 'nope';
    expect(warn.text()).to.contain('view="nope"');
    expect(el.view, 'a rejected value is not kept').to.equal('signup');
    el.redirect = '//evil.example';
    expect(el.redirect).to.equal(undefined);
    el.view = undefined;
    expect(el.hasAttribute('view'), 'undefined removes the attribute, not view="undefined"').to.equal(false);
    await waitTitle(el, TITLE_EN);
  });

  it('every element has a property per attribute that writes and removes its attribute', () => {
    const elements = manifest.modules
      .flatMap((module) => module.declarations ?? [])
      .filter((declaration) => 'tagName' in declaration);
    expect(elements.length).to.be.greaterThan(10);
    for (const declaration of elements) {
      const el = document.createElement(declaration.tagName as string) as HTMLElement & Record<string, unknown>;
      for (const attribute of declaration.attributes ?? []) {
        const field = (attribute as { fieldName?: string }).fieldName;
        if (!field || field === 'lang') continue;
        const value = attribute.type?.text === 'boolean' ? true : 'safe';
        el[field] = value;
        expect(el.getAttribute(attribute.name), `${declaration.tagName}.${field}`).to.equal(
          value === true ? '' : value,
        );
        el[field] = undefined;
        expect(el.hasAttribute(attribute.name), `${declaration.tagName}.${field} = undefined`).to.equal(false);
      }
    }
  });

  it('declares the Arabic @font-face once on the document as a constructed sheet, and the font loads', async () => {
    const a = mount('<academy-login></academy-login>');
    const b = mount('<academy-login lang="ar"></academy-login>');
    await waitTitle(a, TITLE_EN);
    await waitTitle(b, TITLE_AR);
    const faces = document.adoptedStyleSheets
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule) => rule instanceof CSSFontFaceRule);
    expect(faces.map((rule) => (rule as CSSFontFaceRule).style.getPropertyValue('font-weight'))).to.deep.equal([
      '400',
      '700',
    ]);
    expect(faces[0]!.cssText).to.contain('Academy Noto Sans Arabic').and.contain('woff2');
    expect(document.querySelector('style'), 'no inline <style>, so a strict CSP needs no unsafe-inline').to.equal(null);
    const loaded = await document.fonts.load("16px 'Academy Noto Sans Arabic'", 'تسجيل');
    expect(loaded.length, 'the bundled woff2 is served and decodes').to.be.greaterThan(0);
  });
});
