import { useContext } from 'react';
import { otherLocale } from '../../core/locale/locale-store';
import { switchLanguage } from '../../core/locale/page-language';
import { useElement } from './element-context';
import { GlobeIcon } from './icons';
import { LocaleOverrideContext, useI18n } from './use-i18n';

/**
 * Offers the language not in use, named in that language (`lang` on the label). An author `lang`
 * attribute pins this element's language, so switching removes it and the element follows the saved one.
 * The host hears the user's choice as `academy-language-change`, so its own controls can follow.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, locale } = useI18n();
  const pinned = useContext(LocaleOverrideContext) !== null;
  const { host, emit } = useElement();
  const next = otherLocale(locale);
  // The other language's strings arrive first, so the element never blanks (and drops focus) mid-switch.
  const onClick = () =>
    void switchLanguage(next, () => {
      if (pinned) host.removeAttribute('lang');
      emit('academy-language-change', { lang: next });
    });
  return (
    <button type="button" className={className} part="language-switch" onClick={onClick} data-action="language">
      <GlobeIcon />
      <span className="sr-only">{t('common.switchLanguageTo')} </span>
      <span lang={next}>{t('common.otherLanguage')}</span>
    </button>
  );
}
