import { Struct, validate } from 'superstruct';
import { maxLengthOf } from '../../../src/core/api/schemas/limits';

// superstruct → JSON Schema (2020-12, as OpenAPI 3.1 takes it). No library converts superstruct 2 structs, and a
// struct keeps little of what built it: `type`/`object`/`array` keep their fields or element, `literal`/`enums` their
// values; unions, records, refinements and coercions keep theirs in closures. Those are read by running the struct:
// a union's coercer asks each member in turn, a record yields its value struct per key, a coercion is probed with a
// sample of each JSON kind, `optional`/`nullable` with undefined and null, `maxLength()` caps through their WeakMap.

/** A JSON Schema object. */
export type JsonSchema = { [key: string]: unknown };

/** `answer`: what the client accepts (coercions widen a type); `request`: what the body schema takes as is. */
export type SchemaMode = 'answer' | 'request';

type AnyStruct = Struct<unknown, unknown>;

/** Named object schemas to refer to instead of repeating (answers only), and the components they fill. */
export interface SchemaRefs {
  names: Map<unknown, { name: string; type: string }>;
  /** Filled as named schemas are met: name → JSON Schema. */
  schemas: Record<string, JsonSchema>;
}

const accepts = (value: unknown, struct: AnyStruct, mode: SchemaMode) =>
  !validate(value, struct, { coerce: mode === 'answer' })[0];

/** A union's members: its coercer hands the value to each member's `validate` until one passes; each is made to fail. */
function unionMembers(struct: AnyStruct): AnyStruct[] {
  const members: AnyStruct[] = [];
  const prototype = Struct.prototype as { validate: unknown };
  const saved = prototype.validate;
  prototype.validate = function (this: AnyStruct) {
    members.push(this);
    return [new Error('probe'), undefined];
  };
  try {
    struct.coercer(Symbol('probe'), { branch: [], path: [], mask: false } as never);
  } finally {
    prototype.validate = saved;
  }
  return members;
}

/** A record's value struct: the second entry it yields for one key. */
function recordValue(struct: AnyStruct): AnyStruct | undefined {
  const entries = [...struct.entries({ key: null }, { branch: [], path: [] } as never)];
  return entries[1]?.[2] as AnyStruct | undefined;
}

/** Sample values of each JSON kind, to find the kinds a coercion takes besides its own. */
const SAMPLES: [string, unknown[]][] = [
  ['integer', [1, 0]],
  ['number', [1.5]],
  ['string', ['1', 'true', '']],
  ['boolean', [true, false]],
];

const KIND_OF: Record<string, string> = { string: 'string', number: 'number', integer: 'integer', boolean: 'boolean' };

/** The JSON kinds a primitive struct takes, beyond its own, once coerced. */
function coercedKinds(struct: AnyStruct, own: string, mode: SchemaMode): string[] {
  if (mode !== 'answer') return [];
  const kinds = SAMPLES.filter(
    ([kind, values]) => kind !== own && values.some((value) => accepts(value, struct, mode)),
  ).map(([kind]) => kind);
  // A number takes every integer: name one of the two.
  return kinds.includes('number') || own === 'number' ? kinds.filter((kind) => kind !== 'integer') : kinds;
}

/** A reference to a named object schema (its component made on first use), or undefined for an unnamed one. */
function namedShape(struct: AnyStruct, mode: SchemaMode, depth: number, refs?: SchemaRefs): JsonSchema | undefined {
  const named = refs && mode === 'answer' ? refs.names.get(struct.schema) : undefined;
  if (!refs || !named || named.type !== struct.type) return undefined;
  if (!(named.name in refs.schemas)) {
    refs.schemas[named.name] = {};
    refs.schemas[named.name] = objectSchema(struct, mode, depth, refs);
  }
  return { $ref: `#/components/schemas/${named.name}` };
}

function withNull(schema: JsonSchema): JsonSchema {
  const values = Array.isArray(schema.enum) && schema.type !== undefined ? { enum: [...schema.enum, null] } : {};
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'], ...values };
  if (Array.isArray(schema.type)) return { ...schema, type: [...(schema.type as string[]), 'null'], ...values };
  if (schema.const !== undefined || schema.enum !== undefined || schema.anyOf !== undefined || schema.$ref)
    return { anyOf: [schema, { type: 'null' }] };
  return schema;
}

function primitive(struct: AnyStruct, kind: string, mode: SchemaMode): JsonSchema {
  const kinds = [kind, ...coercedKinds(struct, kind, mode)];
  const schema: JsonSchema = { type: kinds.length === 1 ? kind : kinds };
  const cap = maxLengthOf(struct);
  if (cap !== undefined && kind === 'string') schema.maxLength = cap;
  // `oneOf()` (schemas/tolerant.ts) keeps its values in the string struct's otherwise unused `schema`.
  if (kind === 'string' && Array.isArray(struct.schema)) schema.enum = [...(struct.schema as unknown[])];
  return schema;
}

function objectSchema(struct: AnyStruct, mode: SchemaMode, depth: number, refs?: SchemaRefs): JsonSchema {
  const fields = (struct.schema ?? {}) as Record<string, AnyStruct>;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(fields)) {
    properties[key] = toJsonSchema(field, mode, depth + 1, refs);
    if (!accepts(undefined, field, mode)) required.push(key);
  }
  const schema: JsonSchema = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  // `object()` refuses unknown keys; `type()` ignores them.
  if (struct.type === 'object') schema.additionalProperties = false;
  return schema;
}

/** The shape of a struct without its null: the kind its `type` names, read as described above. */
function shapeOf(struct: AnyStruct, mode: SchemaMode, depth: number, refs?: SchemaRefs): JsonSchema {
  switch (struct.type) {
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return primitive(struct, KIND_OF[struct.type] ?? 'string', mode);
    case 'literal':
      return { const: struct.schema };
    case 'enums':
      return { enum: Object.values(struct.schema as Record<string, unknown>) };
    case 'type':
    case 'object':
      return objectSchema(struct, mode, depth, refs);
    case 'array': {
      const element = struct.schema as AnyStruct | undefined;
      return element ? { type: 'array', items: toJsonSchema(element, mode, depth + 1, refs) } : { type: 'array' };
    }
    case 'record': {
      const value = recordValue(struct);
      return { type: 'object', additionalProperties: value ? toJsonSchema(value, mode, depth + 1, refs) : true };
    }
    case 'union':
      return { anyOf: unionMembers(struct).map((member) => toJsonSchema(member, mode, depth + 1, refs)) };
    case 'unknown':
    case 'any':
      return {};
    default:
      throw new Error(`[openapi] no JSON Schema for a superstruct ${struct.type}`);
  }
}

/**
 * The JSON Schema of a superstruct struct: what the client accepts (`answer`) or a body schema takes (`request`).
 * Throws for a struct kind JSON cannot carry (map, set, date, function).
 */
export function toJsonSchema<T, S>(typed: Struct<T, S>, mode: SchemaMode, depth = 0, refs?: SchemaRefs): JsonSchema {
  if (depth > 40) throw new Error('[openapi] schema nested past 40 levels (a recursive struct?)');
  const struct = typed as unknown as AnyStruct;
  const shape = namedShape(struct, mode, depth, refs) ?? shapeOf(struct, mode, depth, refs);
  const nullable = struct.type !== 'unknown' && struct.type !== 'any' && accepts(null, struct, mode);
  return nullable ? withNull(shape) : shape;
}
