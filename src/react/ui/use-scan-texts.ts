import { useCallback } from 'react';
import { knownFlags, scanMethod, scanPlace, type ScanFactsInput } from '../../core/qr/scan-facts';
import type { ScanNoteTexts } from './scan-note';
import { useI18n } from './use-i18n';

/** A scan's facts in the page's language; the feature's dictionary carries the `scanFacts` words (core/locale/dictionaries/scan-facts). */
export function useScanTexts(): (facts: ScanFactsInput) => ScanNoteTexts {
  const { t, locale } = useI18n();
  return useCallback(
    (facts) => {
      const method = scanMethod(facts.method);
      const place = scanPlace(facts, locale);
      return {
        method: method ? t(`scanFacts.method.${method}`) : null,
        place: place ? t(`scanFacts.${place.kind}`, place) : null,
        flags: knownFlags(facts.flags).map((flag) => ({ flag, text: t(`scanFacts.flags.${flag}`) })),
      };
    },
    [t, locale],
  );
}
