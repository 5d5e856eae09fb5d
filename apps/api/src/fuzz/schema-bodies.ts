import fc from 'fast-check';
import { hostileJson, hostileScalar } from './arbitraries';
import { pickFrom, pickId, type RecordPools } from './record-pools';

// Plausible inputs built from each route's own schemas, as the OpenAPI document publishes them
// (generated from the same zod schemas that validate, so a field added to a schema is fuzzed too),
// then mutated field by field with hostile values.

/** The subset of JSON Schema the zod-to-OpenAPI transform emits for our routes. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  minItems?: number;
  maxItems?: number;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** What one route declares about its input. */
export interface RouteInput {
  body?: JsonSchema;
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
}

export function routeInput(doc: OpenApiDocument, method: string, url: string): RouteInput {
  const operation = doc.paths[url.replace(/:([a-zA-Z]+)/g, '{$1}')]?.[method.toLowerCase()];
  const parameters = (where: string) =>
    Object.fromEntries(
      (operation?.parameters ?? [])
        .filter((parameter) => parameter.in === where)
        .map((parameter) => [parameter.name, parameter.schema]),
    );
  const body = operation?.requestBody?.content?.['application/json']?.schema;
  return { ...(body && { body }), params: parameters('path'), query: parameters('query') };
}

const email = fc.stringMatching(/^[a-z][a-z0-9]{1,10}(\.[a-z0-9]{1,5})?@[a-z]{3,8}\.(dev|com|com\.br)$/);
const letters = fc.stringMatching(/^[A-Za-záéíóúãõç][A-Za-záéíóúãõç ]{0,14}[A-Za-záéíóúãõç]$/);

function isoDay(from: number, to: number): fc.Arbitrary<string> {
  return fc
    .integer({ min: from, max: to })
    .map((day) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10));
}

/** CPF and CNPJ digits with valid check digits (the schemas verify them). */
function checkDigits(digits: number[], weights: (length: number) => number[]): number[] {
  const result = [...digits];
  for (let round = 0; round < 2; round++) {
    const sum = weights(result.length).reduce(
      (total, weight, index) => total + weight * (result[index] ?? 0),
      0,
    );
    const rest = sum % 11;
    result.push(rest < 2 ? 0 : 11 - rest);
  }
  return result;
}
const cpf = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map((digits) =>
    checkDigits(digits, (length) => Array.from({ length }, (_, i) => length + 1 - i)).join(''),
  );
const cnpj = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 })
  .map((digits) =>
    checkDigits(digits, (length) => Array.from({ length }, (_, i) => ((length - 1 - i) % 8) + 2)).join(''),
  );

function plausibleString(schema: JsonSchema, name: string, pools: RecordPools): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    return fc.oneof(
      { weight: 4, arbitrary: fc.nat().map((index) => pickId(pools, index, name)) },
      { weight: 1, arbitrary: fc.uuid({ version: 4 }) },
    );
  }
  if (schema.format === 'date' || /date|healthCheck/i.test(name)) {
    return /birth|healthCheck/i.test(name) ? isoDay(-30_000, -1) : isoDay(-60, 120);
  }
  if (/email/i.test(name)) {
    return fc.oneof(
      fc.nat().map((index) => pickFrom(pools.emails, index, 'a@b.dev')),
      email,
    );
  }
  if (/password/i.test(name)) return fc.stringMatching(/^[A-Za-z0-9!@#]{8,20}$/);
  if (/^cpf$/i.test(name)) return cpf;
  if (/cnpj/i.test(name)) return cnpj;
  if (/phone/i.test(name)) return fc.stringMatching(/^\+55[1-9]{2}9\d{8}$/);
  if (/zipCode/i.test(name)) return fc.stringMatching(/^\d{8}$/);
  if (/key$/i.test(name) && !schema.pattern) {
    return fc.nat().map((index) => pickFrom(pools.keys, index, 'MEMBER'));
  }
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 40);
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern, 'u'))
      .filter((value) => value.length >= min && value.length <= (schema.maxLength ?? Infinity));
  }
  return letters.filter((value) => value.length >= min && value.length <= max);
}

/** A value the schema would likely accept: real ids, valid dates and documents, in-range numbers. */
export function plausible(schema: JsonSchema, name: string, pools: RecordPools): fc.Arbitrary<unknown> {
  const value = plausibleOf(schema, name, pools);
  // An optional reference (a queue, a host) names a record that must fit the rest: mostly leave it out.
  const nulls = schema.format === 'uuid' ? 4 : 1;
  return schema.nullable
    ? fc.oneof({ weight: 5, arbitrary: value }, { weight: nulls, arbitrary: fc.constant(null) })
    : value;
}

function plausibleOf(schema: JsonSchema, name: string, pools: RecordPools): fc.Arbitrary<unknown> {
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return fc.oneof(...choices.map((choice) => plausible(choice, name, pools)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return plausibleString(schema, name, pools);
    case 'number':
    case 'integer': {
      const min = (schema.minimum ?? 0) + (schema.exclusiveMinimum ? 1 : 0);
      const max = Math.max(min, Math.min(schema.maximum ?? min + 1000, min + 100_000));
      return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items ?? {}, name, pools), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0) return hostileJson;
      // Optional fields are mostly sent: many are required by a refinement the schema cannot show.
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => {
          const value = plausible(property, key, pools);
          return [key, required.has(key) ? value : fc.option(value, { freq: 6, nil: undefined })];
        }),
      );
      return fc.record(shape).map(tidy);
    }
    default:
      // `{}`: anything goes, or (a union's field that one branch forbids) nothing.
      return fc.option(hostileJson, { freq: 2, nil: undefined });
  }
}

// Cross-field rules every form has, so plausible bodies get past them: fields left out are absent,
// a confirmation repeats its field, a range's start comes before its end.
function tidy(value: Record<string, unknown>): Record<string, unknown> {
  const result = Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));
  if ('password' in result && 'passwordConfirmation' in result) result.passwordConfirmation = result.password;
  for (const [start, end] of [
    ['startDate', 'endDate'],
    ['startTime', 'endTime'],
    ['minAllowedBookingExperience', 'maxAllowedBookingExperience'],
  ] as const) {
    const [low, high] = [result[start], result[end]];
    if (typeof low === typeof high && low !== null && high !== null && String(low) > String(high)) {
      [result[start], result[end]] = [high, low];
    }
  }
  return result;
}

type Operation = 'replace' | 'delete' | 'null' | 'add' | 'wrap' | 'repeat';

interface Mutation {
  at: number;
  operation: Operation;
  value: unknown;
}

function mutation(pools: RecordPools): fc.Arbitrary<Mutation> {
  return fc.record({
    at: fc.nat(),
    operation: fc.constantFrom<Operation>(
      'replace',
      'replace',
      'replace',
      'delete',
      'null',
      'add',
      'wrap',
      'repeat',
    ),
    value: fc.oneof(
      { weight: 3, arbitrary: hostileScalar },
      { weight: 1, arbitrary: hostileJson },
      // The id of a record of another kind, or one the fuzzing deleted.
      { weight: 1, arbitrary: fc.nat().map((index) => pickFrom(pools.allIds, index, '')) },
    ),
  });
}

/** A plausible value with one to three of its fields (at any depth) replaced, removed, nulled or added. */
export function mutated(valid: fc.Arbitrary<unknown>, pools: RecordPools): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.array(mutation(pools), { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => mutations.reduce(applyMutation, structuredClone(value)));
}

type Container = Record<string, unknown> | unknown[];

/** Every (container, key) pair in a value, the root's own fields first. */
export function slots(
  value: unknown,
  found: [Container, string | number][] = [],
): [Container, string | number][] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push([value, index]);
      slots(item, found);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.push([value as Record<string, unknown>, key]);
      slots(item, found);
    }
  }
  return found;
}

function applyMutation(value: unknown, { at, operation, value: hostile }: Mutation): unknown {
  const all = slots(value);
  const slot = all[at % Math.max(all.length, 1)];
  if (!slot) return operation === 'add' && value && typeof value === 'object' ? value : hostile;
  const [container, key] = slot;
  const record = container as Record<string | number, unknown>;
  switch (operation) {
    case 'replace':
      record[key] = hostile;
      break;
    case 'null':
      record[key] = null;
      break;
    case 'wrap':
      record[key] = at % 2 === 0 ? [record[key]] : { value: record[key] };
      break;
    case 'delete':
      if (Array.isArray(container)) container.splice(Number(key), 1);
      else delete record[key];
      break;
    case 'repeat':
      // A list naming the same record twice; in an object, a field copied onto its neighbour.
      if (Array.isArray(container)) container.push(container[Number(key)]);
      else record[key] = Object.values(container)[(at + 1) % Object.keys(container).length];
      break;
    case 'add':
      if (Array.isArray(container)) container.push(hostile);
      else record[`unknown${at % 5}`] = hostile;
      break;
  }
  return value;
}
