import { useCallback } from 'react';
import { durationParts } from '../../core/locale/duration';
import { pluralForm } from '../../core/locale/plural';
import { useI18n } from '../ui/use-i18n';

/** Seconds as '1 hour, 5 minutes' in the shown language (the countdown to the start, 'ended … ago', the time limit). */
export function useDuration(): (seconds: number) => string {
  const { t } = useI18n();
  return useCallback(
    (seconds: number) =>
      durationParts(seconds)
        .map((part) => t(`exam.units.${part.unit}.${pluralForm(part.count)}`, { count: part.count }))
        .join(t('exam.units.separator')),
    [t],
  );
}
