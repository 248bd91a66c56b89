import rosetta from 'rosetta';
import { commonDictionary } from './dictionaries/common';
import type { CommonDictionary } from './dictionaries/common/en';
import type { Locale } from './locale';
import { formatParam } from './numbers';

/**
 * Each feature adds its strings' type by declaration merging next to its dictionary
 * (`declare module '…/locale/i18n' { interface DictionaryParts { exam: ExamDictionary } }`).
 */
export interface DictionaryParts {
  common: CommonDictionary;
}

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/** The full key space; each feature ships its own part and loads it at run time. */
export type Dictionary = Intersection<DictionaryParts[keyof DictionaryParts]>;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every translatable key, e.g. `login.login.title`. */
export type MessageKey = Leaves<Dictionary>;

/** A feature's strings, one loader (and so one chunk) per language; `ar.ts` is typed against `en.ts`. */
export type LazyDictionary = Record<Locale, () => Promise<object>>;

const engine = rosetta<Record<string, unknown>>();
engine.set('en', commonDictionary.en);
engine.set('ar', commonDictionary.ar);

/** A load React's `use` reads without suspending once settled: React checks these fields before waiting. */
export type DictionaryLoad = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; reason?: unknown };

/** Per part and language, the load under way or done; a failed one is dropped. */
const loads = new Map<LazyDictionary, Partial<Record<Locale, DictionaryLoad>>>();

/**
 * Loads one language of a feature's strings. Hands out the same promise on every call, marked fulfilled once
 * the strings are in, so React's `use` renders at once after a preload; a failed load is forgotten, so the next
 * call tries again.
 */
export function loadDictionary(part: LazyDictionary, locale: Locale): DictionaryLoad {
  const state = loads.get(part) ?? {};
  loads.set(part, state);
  const existing = state[locale];
  if (existing) return existing;
  const load: DictionaryLoad = part[locale]().then(
    (strings) => {
      engine.set(locale, strings as Record<string, unknown>);
      load.status = 'fulfilled';
    },
    (error: unknown) => {
      delete state[locale];
      Object.assign(load, { status: 'rejected', reason: error });
      throw error;
    },
  );
  load.status = 'pending';
  state[locale] = load;
  return load;
}

/**
 * Loads a language for every part the page has used, so switching to it shows no loading gap. Undefined when
 * nothing is missing; the promise never rejects (a part that fails is retried, visibly, when it renders).
 */
export function preloadLanguage(locale: Locale): Promise<void> | undefined {
  const missing = [...loads.keys()]
    .map((part) => loadDictionary(part, locale))
    .filter((load) => load.status !== 'fulfilled');
  return missing.length ? Promise.allSettled(missing).then(() => undefined) : undefined;
}

/**
 * Translates a key; a key whose part is not loaded shows the key itself (and the parity test keeps keys complete).
 * Number parameters are written in the language's digits (counts, durations, years); strings go in as they are.
 */
export function translate(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  const written =
    params &&
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => [
        name,
        typeof value === 'number' ? formatParam(value, locale) : value,
      ]),
    );
  const value = engine.t(key, written ?? {}, locale);
  return typeof value === 'string' && value ? value : key;
}

/** Flattened key list of a dictionary, for the parity test and tooling. */
export function dictionaryKeys(dictionary: object, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : dictionaryKeys(value as object, `${prefix}${key}.`),
  );
}
