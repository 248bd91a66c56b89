import { useState } from 'react';
import { useI18n } from '../ui/use-i18n';

/**
 * The provided-by company's logo in the exam header: `src` comes absolute on the API host (or a CDN) from the take
 * answer's schema; a logo that fails to load is hidden, with a console warning, and the header keeps its title.
 */
export function ExamLogo({ src, name }: { src: string | null | undefined; name: string | null | undefined }) {
  const { t } = useI18n();
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      className="exam-logo"
      part="logo"
      src={src}
      alt={name ? t('exam.active.logo', { name }) : ''}
      onError={() => {
        console.warn('[academy] Failed to fetch provided by logo');
        setFailed(true);
      }}
    />
  );
}
