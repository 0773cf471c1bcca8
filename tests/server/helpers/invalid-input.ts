import fc from 'fast-check';
import { z } from 'zod';

/**
 * Generators of hostile request input for the API fuzz test, built from the contract's own schemas so an
 * endpoint added to `endpoints` is fuzzed with its field names without anyone writing a generator for it.
 */

/** Strings a client (or an attacker) may send: empty, blank, control and bidi characters, lone surrogates, huge. */
const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\t\n', '\u0000', '\u202e\u2066evil', '\ud800', '\uffff', 'NaN', 'null', 'undefined', '[]', '{}'),
  fc.constantFrom("'; DROP TABLE users; --", '<script>alert(1)</script>', '../../etc/passwd', '%00%ff', '${jndi:ldap://x}'),
  fc.constantFrom(5_000, 20_000, 70_000).map((n) => 'x'.repeat(n)),
  fc.constantFrom(200, 3_000).map((n) => '🙂\u0301'.repeat(n)),
);

/** Numbers JSON can carry that no id, price or count should accept. */
const oddNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, -0, 0.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308),
);

/** Any JSON value of the wrong kind for a field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 2, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.array(fc.oneof(oddString, oddNumber, fc.constant(null)), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(oddString, oddNumber), { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/**
 * Values that look right for some field (an e-mail, a sort code, an id at the edge of its column...). Each field
 * of a schema picks among those its own schema accepts, so a body can pass every check and reach the route's
 * logic (an id no row has, a number past what the database column holds).
 */
const plausibleCandidates: unknown[] = [
  'fuzz@example.test',
  'Ada',
  '12-34-56',
  '123456',
  '12345678',
  '07700 900123',
  'SW1A 1AA',
  'standard',
  'advanced',
  'Email',
  'SMS',
  'correct horse battery staple',
  'iPhone 13',
  'Competitor Ltd',
  '120.00',
  'FIXED10',
  'page_view',
  'add_to_basket',
  'Good',
  'Yes',
  'x'.repeat(50),
  'x'.repeat(250),
  '0c6f1b7e-5a1d-4e2b-9a4f-3f2d1c0b9a8e',
  1,
  2,
  42,
  99_999,
  0.01,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53 - 1,
  true,
  false,
  { 'Does the device power on?': 'Yes', Storage: '128GB' },
  { Condition: 'Good' },
  {},
];

/** A body where every field is plausible for its own schema, except now and then one hostile value. */
export function nearlyValid(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const shape = objectShape(schema);
  if (!shape || depth > 2) {
    const fitting = plausibleCandidates.filter((value) => schema.safeParse(value).success);
    return fitting.length > 0 ? fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...fitting) }, { weight: 1, arbitrary: wrongValue }) : wrongValue;
  }
  const keys = Object.keys(shape);
  const fields = Object.fromEntries(keys.map((key) => [key, nearlyValid(shape[key]!, depth + 1)]));
  const optional = keys.filter((key) => shape[key]!.safeParse(undefined).success);
  return fc.record(fields, { requiredKeys: keys.filter((key) => !optional.includes(key)) });
}

/** The object shape of a contract schema (through refinements and pipes), or undefined for non-objects. */
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) return objectShape(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return objectShape(schema.unwrap() as z.ZodType);
  }
  return undefined;
}

/** A body with the schema's own field names (each maybe missing), values drawn from `value`, nested objects too. */
function shapedBody(schema: z.ZodType, value: fc.Arbitrary<unknown>, depth = 0): fc.Arbitrary<unknown> {
  const shape = objectShape(schema);
  if (!shape || depth > 2) return value;
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, objectShape(field) ? fc.oneof(value, shapedBody(field, value, depth + 1)) : value]),
  );
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 12 }), wrongValue, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** Any body a client could send for an endpoint whose body schema is `schema`, from nearly valid to nonsense. */
export function anyBody(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: nearlyValid(schema) },
    { weight: 3, arbitrary: shapedBody(schema, fc.oneof(wrongValue, fc.constantFrom(...plausibleCandidates))) },
    { weight: 2, arbitrary: shapedBody(schema, wrongValue) },
    { weight: 1, arbitrary: wrongValue },
  );
}

/** Text sent with `Content-Type: application/json` that is not JSON at all. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,2',
    'undefined',
    "{'a':1}",
    '{"a":1}}',
    '{"a":01}',
    'NaN',
    '{"a":"\\x"}',
    '\uFEFF{"a":1',
    ',',
    '{"__proto__":',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).filter((text) => !parses(text)),
  fc
    .jsonValue({ maxDepth: 2 })
    .map((value) => JSON.stringify(value).slice(0, -1))
    .filter((text) => text.length > 0 && !parses(text)),
);

export function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A query string (or path segment) value set: the schema's keys with hostile strings, repeated keys, or
 * unrelated keys. The object is what Fastify's parser would hand the schema.
 */
export function anyQuery(schema: z.ZodType): fc.Arbitrary<Record<string, string | string[]>> {
  const keys = Object.keys(objectShape(schema) ?? {});
  const text = fc.oneof(
    oddString.filter((s) => s.length < 4_000),
    fc.uuid(),
    fc.uuid().map((id) => `${id}x`),
    fc.constantFrom('1', '42', '-1', '0', '1.5', '1e309', '2147483648', '9007199254740991', '99999999999999999999'),
  );
  const value = fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: fc.array(text, { minLength: 2, maxLength: 3 }) });
  return fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }) as Record<string, string | string[]>);
}

export function toQueryString(query: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) params.append(key, item);
  const text = params.toString();
  return text ? `?${text}` : '';
}
