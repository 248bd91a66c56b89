import type { ScanFactsDictionary } from './en';

declare module '../../i18n' {
  /** `scanFacts.*` keys: loaded with the dictionary of each feature that shows them (its strings/index.ts). */
  interface DictionaryParts {
    scanFacts: { scanFacts: ScanFactsDictionary };
  }
}
