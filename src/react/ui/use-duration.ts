import { useCallback } from 'react';
import { durationParts } from '../../core/locale/duration';
import { pluralForm } from '../../core/locale/plural';
import { useI18n } from './use-i18n';

/**
 * Seconds as '1 hour, 5 minutes' / 'ساعة واحدة و٥ دقائق' in the shown language (platform §9: hours, minutes,
 * seconds with singular and plural labels); the feature's dictionary carries the `duration` words
 * (core/locale/dictionaries/duration).
 */
export function useDuration(): (seconds: number) => string {
  const { t } = useI18n();
  return useCallback(
    (seconds: number) =>
      durationParts(seconds)
        .map((part) => t(`duration.${part.unit}.${pluralForm(part.count)}`, { count: part.count }))
        .join(t('duration.separator')),
    [t],
  );
}
