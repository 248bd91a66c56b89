import rosetta from 'rosetta';
import type { AuthDictionary } from './dictionaries/auth/en';
import { commonDictionary } from './dictionaries/common';
import type { CommonDictionary } from './dictionaries/common/en';
import type { ShellDictionary } from './dictionaries/shell/en';
import type { Locale } from './locale-store';

/** The full key space; each feature ships and registers only its own part at run time. */
export type Dictionary = CommonDictionary & AuthDictionary & ShellDictionary;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every translatable key, e.g. `auth.login.title`. */
export type MessageKey = Leaves<Dictionary>;

/** A dictionary part in both languages (same keys, enforced by its `ar.ts` type). */
export interface DictionaryPart {
  en: object;
  ar: object;
}

const engine = rosetta<Record<string, unknown>>();
const registered = new Set<DictionaryPart>();

/** Adds a feature's strings; safe to call more than once. */
export function registerDictionary(part: DictionaryPart): void {
  if (registered.has(part)) return;
  registered.add(part);
  engine.set('en', part.en as Record<string, unknown>);
  engine.set('ar', part.ar as Record<string, unknown>);
}

registerDictionary(commonDictionary);

/** Translates a key; an unregistered key shows the key itself (and the parity test keeps keys complete). */
export function translate(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  const value = engine.t(key, params ?? {}, locale);
  return typeof value === 'string' && value ? value : key;
}

/** Flattened key list of a dictionary, for the parity test and tooling. */
export function dictionaryKeys(dictionary: object, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : dictionaryKeys(value as object, `${prefix}${key}.`),
  );
}
