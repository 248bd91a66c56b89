import { ROUTE_ANSWERS, type AnswerReading, type RouteAnswer } from '../../../src/core/api/route-answers';
import { TEXT_MAX } from '../../../src/core/api/schemas/limits';
import type { MessageCatalogue, MessageKey } from '../messages';
import type { RouteInfo } from '../router';
import { successExamples, type RecordedExamples } from './examples';
import { toJsonSchema, type JsonSchema, type SchemaRefs } from './json-schema';
import { schemaNames } from './names';

// The OpenAPI 3.1 document of the reference API, built from what the routes register (method, pattern, guard,
// body schema) and from the client's answer schemas (src/core/api/route-answers.ts). Nothing in it is written by
// hand but the prose; `npm run openapi` writes it to openapi.json and /backend/openapi.json serves it.

/** What the document is built from: the served routes and the messages for examples. */
export interface OpenApiSource {
  routes: readonly RouteInfo[];
  messages: MessageCatalogue;
  version: string;
  /** Success answers recorded from the reference API (demo/api/openapi/examples.json). */
  examples: RecordedExamples;
}

const ref = (name: string) => ({ $ref: `#/components/${name}` });

/** The envelope every JSON answer travels in, with `data` as given. */
const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { message: { type: 'string' }, status_text: { type: 'string' }, data },
  required: ['message', 'status_text', 'data'],
});

/** The `data` of a reading: the schema itself, or for `inner` either it or an object holding it under `data`. */
function readingSchema(reading: AnswerReading, refs: SchemaRefs): JsonSchema {
  const schema = toJsonSchema(reading.schema, 'answer', 0, refs);
  if (reading.at === 'body') return schema;
  const data =
    reading.at === 'inner'
      ? { anyOf: [{ type: 'object', properties: { data: schema }, required: ['data'] }, schema] }
      : schema;
  return envelope(data);
}

function successContent(
  key: string,
  answer: RouteAnswer,
  refs: SchemaRefs,
  source: OpenApiSource,
): Record<string, { schema: JsonSchema }> {
  if (answer.media) {
    return Object.fromEntries(
      answer.media.map((media) => [
        media,
        { schema: media.startsWith('text/') ? { type: 'string' } : { type: 'string', contentMediaType: media } },
      ]),
    );
  }
  const [first, ...more] = answer.reads.map((reading) => readingSchema(reading, refs));
  const schema = more.length === 0 ? (first ?? envelope({})) : { allOf: [envelope({}), first, ...more] };
  // The examples are made last: a schema's named parts are in refs.schemas once it is converted.
  const examples = successExamples(key, answer, schema, refs.schemas, source.examples, source.messages);
  return { 'application/json': { schema, examples } } as Record<string, { schema: JsonSchema }>;
}

/** A request body's schema as the server checks it: the client's schema, every string capped (255 unless it says). */
function bodySchema(route: RouteInfo): JsonSchema | undefined {
  if (!route.body) return undefined;
  const schema = toJsonSchema(route.body, 'request');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const field of Object.values(properties)) {
    const kinds = [field.type].flat();
    if (kinds.includes('string') && field.maxLength === undefined) field.maxLength = TEXT_MAX;
  }
  return schema;
}

function access(route: RouteInfo): string {
  const needs = [
    ...(route.roles.length > 0 ? [`one of the roles ${route.roles.join(', ')}`] : []),
    ...(route.permission ? [`the permission ${route.permission}`] : []),
  ];
  if (needs.length > 0) return `Signed in, with ${needs.join(' and ')} (else 403).`;
  return route.auth ? 'Signed in (Bearer token).' : 'Anyone; no token needed.';
}

/** An error answer's examples in both languages, from the API's own messages. */
function errorExamples(messages: MessageCatalogue, status: string, key: MessageKey, data: unknown = null) {
  return Object.fromEntries(
    (['en', 'ar'] as const).map((lang) => [
      lang,
      {
        summary: lang === 'en' ? 'Accept-Language: en' : 'Accept-Language: ar',
        value: { message: messages.translate(lang, key, { field: 'email', max: TEXT_MAX }), status_text: status, data },
      },
    ]),
  );
}

function errorResponse(description: string, examples: Record<string, unknown>, data: JsonSchema = { type: 'null' }) {
  return {
    description,
    content: { 'application/json': { schema: envelope(data), examples } },
  };
}

function components(messages: MessageCatalogue) {
  const fieldErrors = { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } };
  return {
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description: 'The `access_token` of `POST auth/login`: 24 hours, 30 days with rememberMe.',
      },
    },
    parameters: {
      AcceptLanguage: {
        name: 'Accept-Language',
        in: 'header',
        required: false,
        description: 'Messages answer in Arabic for `ar…`, else in English.',
        schema: { type: 'string' },
        examples: { en: { value: 'en' }, ar: { value: 'ar' } },
      },
    },
    responses: {
      Unauthorized: errorResponse(
        'No valid Bearer token (header `WWW-Authenticate: Bearer`).',
        errorExamples(messages, 'Unauthorized', 'unauthenticated'),
      ),
      Forbidden: errorResponse(
        'The account lacks the role or permission, or the resource is not its own.',
        errorExamples(messages, 'Forbidden', 'forbidden'),
      ),
      NotFound: errorResponse('No such resource.', errorExamples(messages, 'Not Found', 'notFound')),
      Unprocessable: errorResponse(
        'A field broke a rule: `message` is the first field error, `data` every field error by field name.',
        errorExamples(messages, 'Unprocessable Entity', 'fieldTooLong', {
          email: [messages.translate('en', 'fieldTooLong', { field: 'email', max: TEXT_MAX })],
        }),
        fieldErrors,
      ),
      Error: errorResponse(
        'Any other error in the same envelope: 405 (with `Allow`), 413, 415, 429 (`Retry-After` seconds, also `data.retry_after`), 500, 503.',
        errorExamples(messages, 'Too Many Requests', 'tooManyRequests', { retry_after: 60 }),
        {
          anyOf: [{ type: 'null' }, fieldErrors, { type: 'object', properties: { retry_after: { type: 'integer' } } }],
        },
      ),
    },
  };
}

const PARAMETER = /\{(\w+)\}/g;

function operation(route: RouteInfo, answer: RouteAnswer, refs: SchemaRefs, source: OpenApiSource) {
  const key = `${route.method} ${route.pattern}`;
  const responses: Record<string, unknown> = {
    [String(answer.status ?? 200)]: {
      description: answer.note ?? 'Success.',
      content: successContent(key, answer, refs, source),
    },
  };
  const params = [...route.pattern.matchAll(PARAMETER)].map((match) => match[1] ?? '');
  if (route.auth) responses['401'] = ref('responses/Unauthorized');
  if (route.auth) responses['403'] = ref('responses/Forbidden');
  if (params.length > 0) responses['404'] = ref('responses/NotFound');
  if (route.body) responses['422'] = ref('responses/Unprocessable');
  responses.default = ref('responses/Error');
  const body = bodySchema(route);
  const elements = answer.elements;
  return {
    operationId: `${route.method.toLowerCase()}_${route.pattern.replace(/\W+/g, '_')}`,
    tags: [route.feature],
    summary: `${route.method} ${route.pattern}`,
    description: `${access(route)} Read by: ${elements.map((name) => `academy-${name}`).join(', ') || 'no element'}.`,
    security: route.auth ? [{ bearer: [] }] : [],
    'x-academy-roles': [...route.roles],
    ...(route.permission ? { 'x-academy-permission': route.permission } : {}),
    'x-academy-elements': elements.map((name) => `academy-${name}`),
    parameters: [
      ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ref('parameters/AcceptLanguage'),
    ],
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the routes given (the machine-local `__dev` routes left out). Throws when a route has
 * no entry in `ROUTE_ANSWERS`.
 */
export function openApiDocument(source: OpenApiSource): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const refs: SchemaRefs = { names: schemaNames(), schemas: {} };
  for (const route of source.routes.filter((candidate) => !candidate.local)) {
    const key = `${route.method} ${route.pattern}`;
    const answer = ROUTE_ANSWERS[key];
    if (!answer) throw new Error(`[openapi] ${key} has no answer in src/core/api/route-answers.ts`);
    (paths[`/${route.pattern}`] ??= {})[route.method.toLowerCase()] = operation(route, answer, refs, source);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Academy widgets reference API',
      version: source.version,
      description:
        "The calls the academy-widgets elements make. Every JSON answer, errors too, is the envelope `{ message, status_text, data }`; `message` follows `Accept-Language` (English or Arabic). Answer schemas describe what the elements accept (ids as numbers or numeric strings, lists that may be null). Generated from the reference API's routes and the client's schemas; do not edit.",
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/backend', description: 'The API under the academy origin' }],
    tags: [...new Set(source.routes.filter((route) => !route.local).map((route) => route.feature))].map((name) => ({
      name,
    })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(refs.schemas).sort(([a], [b]) => a.localeCompare(b))),
      ...components(source.messages),
    },
  };
}
