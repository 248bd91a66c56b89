// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
  union,
} from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../../demo/api/features/index';
import { toJsonSchema } from '../../../demo/api/openapi/json-schema';
import { SCHEMA_MODULES } from '../../../demo/api/openapi/names';
import { UserSchema } from '../../../src/core/api/schemas/user';
import { checkAnswer, ROUTE_ANSWERS } from '../../../src/core/api/route-answers';
import { Id, NameList } from '../../../src/core/api/schemas/common';
import { maxLength } from '../../../src/core/api/schemas/limits';
import { listOf, oneOf } from '../../../src/core/api/schemas/tolerant';
import { OPENAPI_FILE, referenceOpenApi } from '../../../scripts/openapi';
import { EXAMPLES_CLOCK, EXAMPLES_FILE, inExamplesZone, recordExamples } from '../../../scripts/openapi-examples';
import { startApi, type TestApi } from './helpers';

const repo = resolve(import.meta.dirname, '../../..');
const committed = readFileSync(join(repo, OPENAPI_FILE), 'utf8');
const generated = referenceOpenApi();
const doc = JSON.parse(generated) as { paths: Record<string, Record<string, unknown>> };

type Content = Record<string, { examples?: Record<string, { summary: string; value: unknown }> }>;
/** The success answer's content of an operation of the document. */
function successOf(key: string): Content | undefined {
  const [method = '', pattern = ''] = key.split(' ');
  const op = doc.paths[`/${pattern}`]?.[method.toLowerCase()] as
    { responses: Record<string, { content?: Content }> } | undefined;
  return op?.responses[String(ROUTE_ANSWERS[key]?.status ?? 200)]?.content;
}

describe('the superstruct → JSON Schema converter', () => {
  it('reads objects, optional and nullable fields, literals, enums, arrays, records and unions', () => {
    const struct = object({
      id: integer(),
      name: maxLength(string(), 40),
      note: optional(nullable(string())),
      kind: enums(['a', 'b']),
      fixed: literal(3),
      tags: array(string()),
      scores: record(string(), number()),
      either: union([string(), boolean()]),
    });
    expect(toJsonSchema(struct, 'request')).toEqual({
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string', maxLength: 40 },
        note: { type: ['string', 'null'] },
        kind: { enum: ['a', 'b'] },
        fixed: { const: 3 },
        tags: { type: 'array', items: { type: 'string' } },
        scores: { type: 'object', additionalProperties: { type: 'number' } },
        either: { anyOf: [{ type: 'string' }, { type: 'boolean' }] },
      },
      required: ['id', 'name', 'kind', 'fixed', 'tags', 'scores', 'either'],
      additionalProperties: false,
    });
  });

  it('widens an answer by what the client coerces: ids as numbers, missing or null lists', () => {
    expect(toJsonSchema(Id, 'answer')).toEqual({ type: ['string', 'number'] });
    expect(toJsonSchema(Id, 'request')).toEqual({ type: 'string' });
    expect(toJsonSchema(type({ list: listOf(string()) }), 'answer')).toEqual({
      type: 'object',
      properties: { list: { type: ['array', 'null'], items: { type: 'string' } } },
    });
    expect(toJsonSchema(NameList, 'answer')).toMatchObject({ type: 'array' });
    expect(toJsonSchema(optional(nullable(oneOf(['IN', 'OUT']))), 'answer')).toEqual({
      type: ['string', 'null'],
      enum: ['IN', 'OUT', null],
    });
  });

  it("names the client's object schemas once and refers to them, a nullable one too", () => {
    const refs = { names: new Map([[UserSchema.schema, { name: 'UserSchema', type: 'type' }]]), schemas: {} };
    expect(toJsonSchema(type({ user: optional(nullable(UserSchema)) }), 'answer', 0, refs)).toEqual({
      type: 'object',
      properties: { user: { anyOf: [{ $ref: '#/components/schemas/UserSchema' }, { type: 'null' }] } },
    });
    expect(refs.schemas).toHaveProperty('UserSchema.required', ['id', 'name', 'email', 'roles', 'permissions']);
  });

  it('knows every module of src/core/api/schemas by name', () => {
    const files = readdirSync(join(repo, 'src/core/api/schemas')).map((file) => file.replace(/\.ts$/, ''));
    expect(Object.keys(SCHEMA_MODULES).sort()).toEqual(files.sort());
  });
});

describe('the OpenAPI document', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startApi();
  });
  afterAll(() => t.close());

  it('is committed as generated (npm run openapi rewrites it)', () => {
    expect(committed, `${OPENAPI_FILE} is stale: run npm run openapi`).toBe(generated);
  });

  it('has an answer for every route, and none for a route that does not exist', () => {
    const keys = t.api.routes().map((route) => `${route.method} ${route.pattern}`);
    expect(
      keys.filter((key) => !(key in ROUTE_ANSWERS)),
      'routes without an answer in src/core/api/route-answers.ts',
    ).toEqual([]);
    expect(Object.keys(ROUTE_ANSWERS).filter((key) => !keys.includes(key))).toEqual([]);
    const served = new Map<string, readonly string[]>(FEATURES.map((feature) => [feature.name, feature.elements]));
    const strays = t.api
      .routes()
      .flatMap((route) =>
        (ROUTE_ANSWERS[`${route.method} ${route.pattern}`]?.elements ?? [])
          .filter((element) => !served.get(route.feature)?.includes(element))
          .map((element) => `${route.method} ${route.pattern}: ${element}`),
      );
    expect(strays, "an answer's elements are among those its feature declares it serves").toEqual([]);
  });

  it('lists every route the API serves but the machine-local ones, with its guard', () => {
    for (const route of t.api.routes()) {
      const op = doc.paths[`/${route.pattern}`]?.[route.method.toLowerCase()] as
        { security: unknown[]; 'x-academy-roles': string[] } | undefined;
      if (route.local) {
        expect(op, `${route.method} ${route.pattern} is local`).toBeUndefined();
        continue;
      }
      expect(op, `${route.method} ${route.pattern} missing`).toBeDefined();
      expect(op?.security, `${route.method} ${route.pattern} security`).toEqual(route.auth ? [{ bearer: [] }] : []);
      expect(op?.['x-academy-roles']).toEqual([...route.roles]);
    }
  });

  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    const api = (await SwaggerParser.validate(JSON.parse(generated))) as { openapi: string };
    expect(api.openapi).toBe('3.1.0');
  });

  it('has a success example in English and Arabic for every JSON answer, each read by its own schema', () => {
    const json = Object.entries(ROUTE_ANSWERS).filter(([key, answer]) => !answer.media && !key.includes('__dev'));
    expect(json.length).toBeGreaterThan(60);
    for (const [key, answer] of json) {
      const examples = successOf(key)?.['application/json']?.examples;
      expect(Object.keys(examples ?? {}), key).toEqual(['en', 'ar']);
      for (const lang of ['en', 'ar'] as const) {
        const value = examples?.[lang]?.value;
        expect(checkAnswer(answer, value), `${key} (${lang})`).toEqual([]);
        expect((value as { message: string }).message, `${key} (${lang}) message`).toMatch(
          lang === 'ar' ? /[\u0600-\u06FF]/ : /^[\x20-\x7E]+$/,
        );
      }
    }
  });

  it('records its examples from the reference API: the committed ones are what a fresh recording gives', async () => {
    // A zone far from UTC around the test: the recording must not take the machine's.
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const recorded = await inExamplesZone(async () => {
        const seeded = await startApi({ at: EXAMPLES_CLOCK });
        try {
          const answers = await recordExamples(seeded.origin);
          expect(JSON.stringify(answers)).not.toContain(seeded.origin);
          return answers;
        } finally {
          await seeded.close();
        }
      });
      expect(process.env.TZ, 'the zone is put back').toBe('America/New_York');
      expect(Object.keys(recorded).length).toBeGreaterThanOrEqual(25);
      expect(
        JSON.stringify(recorded, null, 2) + '\n',
        `${EXAMPLES_FILE} is stale or the recording moves (dates, tokens): run npm run openapi`,
      ).toBe(readFileSync(join(repo, EXAMPLES_FILE), 'utf8'));
      expect(JSON.stringify(recorded)).not.toMatch(/"access_token":"(?!example-token)/);
      const login = recorded['POST auth/login'] as { ar: { message: string } };
      expect(login.ar.message).toMatch(/[\u0600-\u06FF]/);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  }, 60_000);

  it('is served at /backend/openapi.json to anyone, cacheable, with error examples in both languages', async () => {
    const res = await fetch(`${t.origin}/backend/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const served = (await res.json()) as { paths: Record<string, unknown>; components: { responses: unknown } };
    expect(Object.keys(served.paths).sort()).toEqual(Object.keys(doc.paths).sort());
    expect(JSON.stringify(served.components.responses)).toContain('غير مصرح. يرجى تسجيل الدخول.');
    expect(JSON.stringify(served.components.responses)).toContain('Unauthenticated.');
    const again = await fetch(`${t.origin}/backend/openapi.json`, {
      headers: { 'If-None-Match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });
});
