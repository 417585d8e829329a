import fc from 'fast-check';

/** The part of JSON Schema (as /docs/json states each route's contract) the request generator reads. */
export type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
};

/**
 * Values a client could send that sit just outside what a contract or a column holds: past PostgreSQL's integer, past
 * a safe integer, negative, fractional, NUL characters, lone surrogates, huge and empty text, SQL and markup, the wrong
 * type altogether.
 */
export const HOSTILE_VALUES: readonly unknown[] = [
  2 ** 31,
  2 ** 53,
  -(2 ** 31) - 1,
  -1,
  0,
  0.5,
  1e308,
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x'.repeat(5000),
  '',
  '   ',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '9'.repeat(40),
  '2026-13-45',
  '0000-00-00T25:61:00Z',
  null,
  true,
  [],
  {},
];

const hostile = fc.constantFrom(...HOSTILE_VALUES);

/** Text the contracts parse further (dates, money, passwords): random text would almost never get past them. */
const PLAUSIBLE_TEXT = [
  '2026-11-20',
  '11/20/2026',
  '2026-11-20T10:00:00.000Z',
  '12.50',
  '0',
  '1',
  'Each',
  'Yes',
  'Portal#2026',
  'New#Password2026',
  'owner@example.com',
];

/** Small lengths keep each request cheap; the bounds themselves are what the generator aims at. */
const cap = (n: number | undefined, fallback: number, most: number) => Math.min(n ?? fallback, most);

function integers(schema: TJsonSchema, known: readonly number[]): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1, Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1, Number.MAX_SAFE_INTEGER);
  const inRange = known.filter((n) => n >= min && n <= max);
  return fc.oneof(
    fc.integer({ min, max }),
    fc.constantFrom(min, max),
    ...(inRange.length > 0 ? [fc.constantFrom(...inRange)] : []),
  );
}

function strings(schema: TJsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, cap(schema.maxLength, 40, 300));
  if (schema.format === 'email') return fc.emailAddress().filter((e) => e.length <= maxLength);
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength });
  const plausible = PLAUSIBLE_TEXT.filter((text) => text.length >= minLength && text.length <= maxLength);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength: maxLength, maxLength, unit: 'grapheme-ascii' }),
    ...(plausible.length > 0 ? [fc.constantFrom(...plausible)] : []),
  );
}

/**
 * Request values from a route's contract: valid ones (inside every bound, often on it), and with `hostileRate` > 0
 * any node may instead be one of HOSTILE_VALUES. Integers favour `known` ids (rows the caller's tenant owns), so
 * requests reach past "not found" into the code that saves.
 */
export function arbitraryOf(
  schema: TJsonSchema,
  options: { hostileRate: number; known: readonly number[] },
): fc.Arbitrary<unknown> {
  const normal = plainArbitraryOf(schema, options);
  if (options.hostileRate <= 0) return normal;
  return fc.oneof(
    { arbitrary: hostile, weight: options.hostileRate },
    { arbitrary: normal, weight: 100 - options.hostileRate },
  );
}

function plainArbitraryOf(
  schema: TJsonSchema,
  options: { hostileRate: number; known: readonly number[] },
): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, options)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], options);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, options)));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integers(schema, options.known);
    case 'number':
      return fc.oneof(
        integers(schema, options.known),
        fc.double({
          min: schema.minimum ?? -1e6,
          max: schema.maximum ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        }),
      );
    case 'string':
      return strings(schema);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, options), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, cap(schema.maxItems, 4, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, options)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
