import { useCallback } from 'react';
import { knownFlags, scanMethod, scanPlace, type ScanFactsInput } from '../../core/qr/scan-facts';
import type { ScanNoteTexts } from '../ui/scan-note';
import { useI18n } from '../ui/use-i18n';

/** A roster row's scan facts in the page's language. */
export function useScanTexts(): (facts: ScanFactsInput) => ScanNoteTexts {
  const { t, locale } = useI18n();
  return useCallback(
    (facts) => {
      const method = scanMethod(facts.method);
      const place = scanPlace(facts, locale);
      return {
        method: method ? t(`lectureQr.scan.method.${method}`) : null,
        place: place ? t(`lectureQr.scan.${place.kind}`, place) : null,
        flags: knownFlags(facts.flags).map((flag) => ({ flag, text: t(`lectureQr.scan.flags.${flag}`) })),
      };
    },
    [t, locale],
  );
}
