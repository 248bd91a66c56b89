import type { DurationDictionary } from './en';

declare module '../../i18n' {
  /** `duration.*` keys: loaded with the dictionary of each feature that shows them (its strings/index.ts). */
  interface DictionaryParts {
    duration: { duration: DurationDictionary };
  }
}
