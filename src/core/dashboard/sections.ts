import { validate, type Infer, type Struct } from 'superstruct';
import { LEARNER_SECTIONS, TRAINER_SECTIONS } from '../api/schemas/dashboard';

/** One card's data: its items, or a failure that only that card shows. */
export type Section<T> = { ok: true; items: T[] } | { ok: false };

// Any element type: each schema is an array(...) of its own record type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SectionSchemas = Record<string, Struct<any[], any>>;

/** The result of each section schema, keyed like the schemas. */
export type SectionsOf<S extends SectionSchemas> = { [K in keyof S]: Section<Infer<S[K]>[number]> };

/**
 * Validates each section of a raw dashboard answer on its own (with coercion): a malformed section fails
 * alone, a missing (or null) one is an empty list, so one card's bad data never blanks the others.
 */
function readSections<S extends SectionSchemas>(raw: Record<string, unknown>, schemas: S): SectionsOf<S> {
  const result: Record<string, Section<unknown>> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const value = raw[name];
    if (value === undefined || value === null) {
      result[name] = { ok: true, items: [] };
      continue;
    }
    const [error, items] = validate(value, schema, { coerce: true });
    result[name] = error ? { ok: false } : { ok: true, items };
  }
  return result as SectionsOf<S>;
}

export type LearnerSections = SectionsOf<typeof LEARNER_SECTIONS>;
export type TrainerSections = SectionsOf<typeof TRAINER_SECTIONS>;

export const readLearnerSections = (raw: Record<string, unknown>): LearnerSections =>
  readSections(raw, LEARNER_SECTIONS);
export const readTrainerSections = (raw: Record<string, unknown>): TrainerSections =>
  readSections(raw, TRAINER_SECTIONS);

/** The items of a section, or none when it failed (for rules that derive from it, such as the feedback banner). */
export function itemsOf<T>(section: Section<T>): T[] {
  return section.ok ? section.items : [];
}
