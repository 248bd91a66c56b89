import { useStore } from '@nanostores/react';
import { $brand } from '../../core/brand/brand-store';
import { copyrightYear } from '../../core/shell/shell-rules';
import { useI18n } from '../ui/use-i18n';

/** Year-stamped copyright line in the current language. */
export function ShellFooter() {
  const { t, locale } = useI18n();
  const brand = useStore($brand);
  return (
    <footer className="shell-footer" part="footer">
      <p>{t('shell.copyright', { year: copyrightYear(), academy: brand.academyName[locale] })}</p>
    </footer>
  );
}
