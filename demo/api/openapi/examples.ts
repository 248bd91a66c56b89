import { readFileSync } from 'node:fs';
import type { RouteAnswer } from '../../../src/core/api/route-answers';
import type { MessageCatalogue } from '../messages';
import type { JsonSchema } from './json-schema';

// Success examples of the document in English and Arabic: recorded from the reference API where the conformance
// kit's read-only calls reach (examples.json, written by `npm run openapi`), else made from the answer's schema.

/** Recorded answers by route (`METHOD pattern`) and language. */
export type RecordedExamples = Readonly<Record<string, { en: unknown; ar: unknown }>>;

/** The committed recording (scripts/openapi-examples.ts writes it). */
export function recordedExamples(): RecordedExamples {
  return JSON.parse(readFileSync(new URL('./examples.json', import.meta.url), 'utf8')) as RecordedExamples;
}

/** A fixed date-time for made-up examples (the recording's clock). */
const WHEN = '2026-01-12T09:00:00.000Z';

/** A value the schema accepts: the first non-null kind, enum value or member; one item a list, every property. */
export function sampleOf(schema: JsonSchema, schemas: Record<string, JsonSchema>, depth = 0): unknown {
  if (depth > 12) return null;
  const next = (inner: unknown) => sampleOf(inner as JsonSchema, schemas, depth + 1);
  if (typeof schema.$ref === 'string') return next(schemas[schema.$ref.split('/').at(-1) ?? '']);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? null;
  if (Array.isArray(schema.anyOf))
    return next(schema.anyOf.find((member) => (member as JsonSchema).type !== 'null') ?? schema.anyOf[0]);
  if (Array.isArray(schema.allOf))
    return Object.assign({}, ...schema.allOf.map((part) => next(part) as Record<string, unknown>));
  // An id the client takes as a number or a string reads best as a number.
  const kinds = [schema.type].flat().filter((name) => name !== 'null');
  const kind = kinds.find((name) => name === 'integer' || name === 'number') ?? kinds[0] ?? schema.type;
  if (kind === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    return Object.fromEntries(
      Object.entries(properties).map(([name, inner]) => [name, sampleString(name, next(inner))]),
    );
  }
  if (kind === 'array') return schema.items ? [next(schema.items)] : [];
  if (kind === 'string') return 'text';
  if (kind === 'integer' || kind === 'number')
    return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
  if (kind === 'boolean') return true;
  // A schema that says nothing (a record the converter could not read) takes an empty object.
  return kind === undefined ? {} : null;
}

/** A made-up string named like a date reads as one (the client parses those). */
const sampleString = (name: string, value: unknown) =>
  value === 'text' && /(_at|_on|date|time)$/.test(name) ? WHEN : value;

/** The success examples of an answer: recorded, or made from its schema with the `ok` message in each language. */
export function successExamples(
  key: string,
  answer: RouteAnswer,
  schema: JsonSchema,
  schemas: Record<string, JsonSchema>,
  recorded: RecordedExamples,
  messages: MessageCatalogue,
): Record<string, { summary: string; value: unknown }> {
  const made = recorded[key];
  const summary = (lang: 'en' | 'ar') =>
    `${made ? 'Recorded from the reference API' : 'Made from the schema'}, Accept-Language: ${lang}`;
  const value = (lang: 'en' | 'ar') => {
    if (made) return made[lang];
    const sample = sampleOf(schema, schemas) as Record<string, unknown>;
    const status = answer.status === 201 ? 'Created' : 'OK';
    return { ...sample, message: messages.translate(lang, 'ok'), status_text: status };
  };
  return Object.fromEntries(
    (['en', 'ar'] as const).map((lang) => [lang, { summary: summary(lang), value: value(lang) }]),
  );
}
