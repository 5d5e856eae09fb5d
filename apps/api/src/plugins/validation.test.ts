import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/raw';
import { bearer, createTestApp, expectError, type TestApp } from '../test/test-app';
import { registerErrorHandler } from './errors';
import { validatorCompiler } from './validation';

describe('the validator compiler', () => {
  it('refuses a body that is not an object before a refinement that reads fields can throw', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    // An unguarded rule that opts to run beside other issues, as a careless schema might.
    const body = z.object({ a: z.number() }).refine((value) => value.a > 0, { when: () => true });
    app.post('/x', { schema: { body } }, () => ({ ok: true }));
    for (const payload of ['null', '[]', '42', undefined]) {
      const response = await app.inject({
        method: 'POST',
        url: '/x',
        ...(payload !== undefined && { payload, headers: { 'content-type': 'application/json' } }),
      });
      expectError(response, 400, 'validation-error');
    }
    expect((await app.inject({ method: 'POST', url: '/x', payload: { a: 1 } })).statusCode).toBe(200);
    await app.close();
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
};

const KINDS: [kind: string, value: unknown][] = [
  ['boolean', true],
  ['object', {}],
  ['number', 12345],
  ['string', 'x'],
  ['array', []],
  ['null', null],
];

const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as string);

/** The JSON types a property accepts, or null when its schema says nothing (any value). */
function acceptedKinds(schema: JsonSchema): Set<string> | null {
  const kinds = new Set<string>();
  for (const type of [schema.type ?? []].flat()) kinds.add(type === 'integer' ? 'number' : type);
  if (schema.nullable) kinds.add('null');
  for (const value of schema.enum ?? []) kinds.add(kindOf(value));
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const inner = acceptedKinds(option);
    if (!inner) return null;
    for (const kind of inner) kinds.add(kind);
  }
  return kinds.size > 0 ? kinds : null;
}

/** An object whose every property has a value of a type it does not accept (`order` picks which). */
function wrongTypes(schema: JsonSchema, order: typeof KINDS): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const accepted = acceptedKinds(property);
    const wrong = accepted && order.find(([kind]) => !accepted.has(kind));
    if (wrong) body[name] = wrong[1];
  }
  return body;
}

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`,
    );
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe('every write route of the route table', () => {
  it('answers a null, missing, array or wrongly typed body with 400, never a 5xx, and stores nothing', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const writes = t.routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
    expect(writes.length).toBeGreaterThan(30);
    // A session per route, opened before counting: a route without a body may end its own session.
    const tokens: string[] = [];
    for (const route of writes) {
      // The members' routes take a person's token, every other a staff one.
      tokens.push(
        route.access.kind === 'person'
          ? await t.signInPerson('socio@reserva.dev')
          : (await t.signIn('master@reserva.dev')).token,
      );
    }
    const before = await rowCounts();

    const failures: string[] = [];
    for (const [index, route] of writes.entries()) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      const operation =
        document.paths[route.url.replace(/:([a-zA-Z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const schema: JsonSchema | undefined = operation?.requestBody?.content?.['application/json']?.schema;
      const json = (payload: unknown) => ({
        payload: JSON.stringify(payload),
        contentType: 'application/json',
      });
      const bodies: { name: string; payload?: string; contentType?: string }[] = [
        { name: 'null', ...json(null) },
        { name: 'no body' },
        { name: 'array', ...json([{}]) },
        { name: 'number', ...json(42) },
        ...(schema
          ? [
              { name: 'wrong types', ...json(wrongTypes(schema, KINDS)) },
              { name: 'other wrong types', ...json(wrongTypes(schema, [...KINDS].reverse())) },
            ]
          : []),
      ];
      for (const body of bodies) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: {
            ...bearer(tokens[index] as string),
            ...(body.contentType && { 'content-type': body.contentType }),
          },
          ...(body.payload !== undefined && { payload: body.payload }),
        });
        const answer = `${route.method} ${route.url} (${body.name}): ${response.statusCode} ${response.body}`;
        const error = response.statusCode >= 400 ? response.json() : undefined;
        // Routes with a JSON body refuse each of these; the others ignore the body and answer as usual.
        const expected = schema
          ? response.statusCode === 400 && error?.message === 'validation-error'
          : response.statusCode < 500 && (!error || error.statusCode === response.statusCode);
        if (!expected) failures.push(answer);
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});
