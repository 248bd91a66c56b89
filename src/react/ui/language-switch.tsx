import { useContext } from 'react';
import { preloadLanguage } from '../../core/locale/i18n';
import { otherLocale, setLanguage } from '../../core/locale/locale-store';
import { useElement } from './element-context';
import { GlobeIcon } from './icons';
import { LocaleOverrideContext, useI18n } from './use-i18n';

/**
 * Offers the language not in use, named in that language (`lang` on the label). An author `lang`
 * attribute pins this element's language, so switching removes it and the element follows the saved one.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, locale } = useI18n();
  const pinned = useContext(LocaleOverrideContext) !== null;
  const { host } = useElement();
  const next = otherLocale(locale);
  const apply = () => {
    setLanguage(next);
    if (pinned) host.removeAttribute('lang');
  };
  // The other language's strings arrive first, so the element never blanks (and drops focus) mid-switch.
  const onClick = () => {
    const pending = preloadLanguage(next);
    if (pending) void pending.then(apply);
    else apply();
  };
  return (
    <button type="button" className={className} part="language-switch" onClick={onClick} data-action="language">
      <GlobeIcon />
      <span className="sr-only">{t('common.switchLanguageTo')} </span>
      <span lang={next}>{t('common.otherLanguage')}</span>
    </button>
  );
}
