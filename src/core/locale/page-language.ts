import { preloadLanguage } from './i18n';
import { $locale, isLocale, setLanguage as saveLanguage, type Locale } from './locale-store';

/** The latest switch asked for: a slower earlier one must not land after it. */
let latest = 0;

/**
 * Switches the page language — every element's text and the language its calls ask the API for — once the
 * strings of every feature on the page are in that language, so no element blanks mid-switch. The choice is saved
 * (localStorage `language`). When two switches overlap, the later one wins; `onApplied` runs only if this one lands.
 */
export function switchLanguage(next: Locale, onApplied?: () => void): Promise<void> {
  const call = ++latest;
  const apply = () => {
    if (call !== latest) return;
    saveLanguage(next);
    onApplied?.();
  };
  const pending = preloadLanguage(next);
  if (!pending) {
    apply();
    return Promise.resolve();
  }
  return pending.then(apply);
}

/**
 * Sets the language of every Academy element on the page, and of the data they ask the API for: course, exam and
 * batch names arrive in it without a reload. Saved like the elements' own switch, so the next visit opens in it.
 * An element with its own `lang` attribute keeps that interface language. Resolves once the elements show it.
 * Any value other than `'en'` or `'ar'` is ignored with a console warning.
 */
export function setLanguage(lang: 'en' | 'ar'): Promise<void> {
  if (!isLocale(lang)) {
    console.warn(`[academy] ignoring invalid language "${String(lang)}"`);
    return Promise.resolve();
  }
  return switchLanguage(lang);
}

/** The page language now: the saved choice (the host's `setLanguage` or a user's switch), else the brand's default. */
export function getLanguage(): 'en' | 'ar' {
  return $locale.get();
}
