import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries drawn from the contracts' zod schemas (through their JSON Schema form, which
 * zod writes for every schema we have): `conforming` values that pass the schema's declared shape,
 * `hostile` values (wrong types, boundaries, huge and odd strings, injection), and `request` values
 * that mix the two the way a careless client or an attacker would.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Strings are kept short when conforming; the hostile set brings the long ones. */
const MAX_GENERATED_LENGTH = 80;

const INJECTION = [
  "' OR '1'='1' --",
  '"; DROP TABLE members; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}#{7*7}',
  '../../../etc/passwd',
  '%00%0d%0a',
  '__proto__',
  'constructor',
  '(a+)+$(a+)+$(a+)+$(a+)+$',
  '\u202e\u200b\ufeff',
  'Ñoño ßüñ 中文 עברית 🎰',
  '\u0007\u001b[31m\r\n',
  '\ud800',
];

/** Values of the wrong type or at a boundary, whatever the field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    '',
    ' ',
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0.01,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER,
    '1e309',
    'NaN',
    '-0',
    '0x10',
    '99999999999999999999999.999',
    [],
    {},
    ['a', 1],
    { $ne: null },
    JSON.parse('{"__proto__":{"isAgent":1}}') as unknown,
    'x'.repeat(10_001),
    '🎰'.repeat(2_000),
    ...INJECTION,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

export function conforming(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => conforming(choice, depth + 1)));
  if (schema.allOf?.length) return conforming(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return conformingString(schema);
    case 'integer':
      return fc.integer({ min: boundedMin(schema, -1e6), max: boundedMax(schema, 1e6) });
    case 'number':
      return fc.double({ min: boundedMin(schema, -1e6), max: boundedMax(schema, 1e6), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? conforming(schema.items, depth + 1) : fc.anything(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case 'object':
      return conformingObject(schema, depth);
    case undefined:
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function boundedMin(schema: JsonSchema, fallback: number): number {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
  return Math.max(min ?? fallback, Number.MIN_SAFE_INTEGER);
}

function boundedMax(schema: JsonSchema, fallback: number): number {
  const max =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);
  return Math.min(max ?? fallback, Number.MAX_SAFE_INTEGER);
}

/**
 * Strings matching `pattern` whose length fits, or null. A filter loops, synchronously, until a value
 * passes: fast-check's default size makes `[…]+` at most about a dozen characters, so a pattern with a
 * `minLength` of 20 would never yield one and would hang the whole run (the operators' challenge tokens
 * did). So the smallest size of which a sample mostly fits is chosen, and none at all gives null.
 */
function matchingOfLength(pattern: string, fits: (value: string) => boolean): fc.Arbitrary<string> | null {
  let regex: RegExp;
  try {
    regex = new RegExp(pattern);
  } catch {
    return null;
  }
  for (const size of ['small', 'medium', 'large'] as const) {
    let matching: fc.Arbitrary<string>;
    try {
      matching = fc.stringMatching(regex, { size });
    } catch {
      return null;
    }
    const sample = fc.sample(matching, { numRuns: 100, seed: 1 });
    if (sample.filter(fits).length >= 25) return matching.filter(fits);
  }
  return null;
}

function conformingString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH),
  );
  const fits = (value: string) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity);
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'date-time')
    return fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2030-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
  if (schema.pattern) {
    const matching = matchingOfLength(schema.pattern, fits);
    if (matching) return matching;
    // A pattern fast-check cannot generate from, or not at these lengths: plain strings of the right length.
  }
  return fc.oneof(
    fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
  );
}

function conformingObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  // A record keyed by an enum (zod's exhaustive record) requires every key, each of the values' schema.
  const values = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : null;
  const keyed = values ? (schema.required ?? []).filter((key) => !(key in (schema.properties ?? {}))) : [];
  const properties = { ...Object.fromEntries(keyed.map((key) => [key, values!])), ...schema.properties };
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, conforming(property, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: [...required].filter((key) => key in properties) });
}

/**
 * What gets sent: a conforming value, the same with one field made hostile or dropped, an unknown field
 * added, or something hostile in place of the whole thing.
 */
export function request(schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid = conforming(schema);
  const keys = Object.keys(schema.properties ?? {});
  const variants: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: valid, weight: 3 },
    { arbitrary: hostileValue, weight: 1 },
  ];
  if (keys.length > 0) {
    variants.push(
      {
        weight: 4,
        arbitrary: fc
          .tuple(valid, fc.constantFrom(...keys), hostileValue)
          .map(([value, key, bad]) => ({ ...(value as object), [key]: bad })),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(valid, fc.constantFrom(...keys)).map(([value, key]) => {
          const copy = { ...(value as Record<string, unknown>) };
          delete copy[key];
          return copy;
        }),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(valid, fc.constantFrom('isAgent', 'memberId', 'role', 'balance', '__proto__'), hostileValue)
          .map(([value, key, bad]) => ({ ...(value as object), [key]: bad })),
      },
    );
  }
  return fc.oneof(...variants);
}

/** A query string as a browser or script would write one: arrays repeat the key, objects become JSON. */
export function toQueryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return new URLSearchParams({ q: scalarText(value) }).toString();
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (item === undefined) continue;
    if (Array.isArray(item)) for (const element of item) params.append(key, scalarText(element));
    else params.append(key, scalarText(item));
  }
  return params.toString();
}

function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
