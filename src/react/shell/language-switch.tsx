import { useContext } from 'react';
import { setLanguage } from '../../core/locale/locale-store';
import { otherLocale } from '../../core/shell/shell-rules';
import { useElement } from '../ui/element-context';
import { GlobeIcon } from '../ui/icons';
import { LocaleOverrideContext, useI18n } from '../ui/use-i18n';

/**
 * Offers the language not in use, named in that language (`lang` on the label). An author `lang`
 * attribute pins this element's language, so switching removes it and the element follows the saved one.
 */
export function LanguageSwitch() {
  const { t, locale } = useI18n();
  const pinned = useContext(LocaleOverrideContext) !== null;
  const { host } = useElement();
  const next = otherLocale(locale);
  const onClick = () => {
    setLanguage(next);
    if (pinned) host.removeAttribute('lang');
  };
  return (
    <button type="button" className="nav-button" onClick={onClick} data-action="language">
      <GlobeIcon />
      <span className="sr-only">{t('shell.switchLanguageTo')} </span>
      <span lang={next}>{t('shell.switchTo')}</span>
    </button>
  );
}
