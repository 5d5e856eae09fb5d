import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../plugins/auth';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { acceptedRequest, oneFieldHostile } from './field-sweep';
import { forgedAuthorizations } from './forged-tokens';
import { Harness } from './harness';
import { emptyPools, loadPools, pickId } from './record-pools';
import { type FuzzRequest, requestArbitrary, withDescription } from './requests';
import { type OpenApiDocument, routeInput } from './schema-bodies';

// Property-based fuzzing of every write endpoint in the route table (so a new route cannot escape):
// hostile path ids, queries, headers and bodies, and plausible bodies mutated field by field, sent as
// the MASTER (past the guard, into validation and the services) and anonymously. For every answer:
// never a 5xx, errors in the contract, and a refused request changes no row (harness.ts).
// FUZZ_RUNS sets the runs per route and property (`npm run fuzz` for a long run); FUZZ_SEED replays.

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_515);
const ANONYMOUS_RUNS = Math.max(3, Math.ceil(RUNS / 4));
const TIMEOUT_MS = 120_000 + RUNS * 65 * 600;

let t: TestApp;
let harness: Harness;
let routes: DeclaredRoute[];
let doc: OpenApiDocument;
let forged: string[];
const pools = emptyPools();

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  routes = t.routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  const signedOut = (await t.signIn('master@reserva.dev')).token;
  await t.call(signedOut, 'DELETE', '/sessions/current');
  harness = await Harness.create(t, pools);
  await loadPools(t.database.db, pools, harness.protectedIds);
  forged = await forgedAuthorizations(t, harness.token, signedOut);
}, 180_000);

afterAll(async () => {
  console.log(
    `fuzz: ${harness?.sent} hostile requests to ${routes?.length} write routes ` +
      `(FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED}); statuses ${JSON.stringify(harness?.statuses)}; ` +
      `ms in requests ${Math.round(harness?.time.requests)}, in digests ${Math.round(harness?.time.digests)}`,
  );
  await t?.close();
});

/** Runs `property` on every write route, each with its own seed; reports every failing route at once. */
async function everyRoute(
  runs: number,
  arbitrary: (
    route: DeclaredRoute,
    seed: number,
  ) => fc.Arbitrary<FuzzRequest> | Promise<fc.Arbitrary<FuzzRequest> | undefined>,
  property: (route: DeclaredRoute, request: FuzzRequest) => Promise<void>,
): Promise<void> {
  const failures: string[] = [];
  for (const [index, route] of routes.entries()) {
    const seed = SEED + index;
    try {
      const requests = await arbitrary(route, seed);
      if (!requests) continue;
      await fc.assert(
        fc.asyncProperty(requests, (request) => property(route, request)),
        { numRuns: runs, seed },
      );
    } catch (error) {
      // fast-check names the seed, path and counterexample; the property's own error is its cause.
      const cause = (error as Error).cause;
      failures.push(
        `${route.method} ${route.url}: ${(error as Error).message}${cause instanceof Error ? `\n${cause.message}` : ''}`,
      );
    }
  }
  expect(failures).toEqual([]);
}

const fuzzed = (route: DeclaredRoute) =>
  requestArbitrary(route, routeInput(doc, route.method, route.url), pools);

describe('every write endpoint under hostile input', () => {
  it('covers every write route of the table', () => {
    expect(routes.length).toBeGreaterThan(50);
    const documented = routes.filter((route) => routeInput(doc, route.method, route.url).body);
    // Most routes publish a body schema, so plausible bodies can be mutated field by field.
    expect(documented.length).toBeGreaterThan(35);
  });

  it(
    'answers bodies the route accepts with one field made hostile, in the contract, changing nothing when refused',
    async () => {
      let accepted = 0;
      await everyRoute(
        RUNS * 4,
        async (route, seed) => {
          const input = routeInput(doc, route.method, route.url);
          const request = input.body && (await acceptedRequest(harness, route, input, pools, seed));
          if (!request) return undefined;
          accepted++;
          return oneFieldHostile(request, pools);
        },
        async (_route, request) => void (await harness.send(request, true)),
      );
      console.log(
        `fuzz: ${accepted} routes answered a plausible body past validation, then its fields made hostile`,
      );
      // Most routes with a body get one of the plausible bodies past validation: a lower count means
      // the fuzzing stopped reaching the services (a schema the generator no longer fills, say).
      expect(accepted).toBeGreaterThan(30);
    },
    TIMEOUT_MS,
  );

  it(
    'answers the signed-in MASTER without a 5xx, in the contract, changing nothing when refused',
    () => everyRoute(RUNS, fuzzed, async (_route, request) => void (await harness.send(request, true))),
    TIMEOUT_MS,
  );

  it(
    'lets no anonymous or forged caller into a guarded route',
    () =>
      everyRoute(
        ANONYMOUS_RUNS,
        (route) =>
          fc.tuple(fuzzed(route), fc.constantFrom(...forged)).map(([request, authorization]) =>
            withDescription({
              ...request,
              headers: { ...request.headers, ...(authorization && { authorization }) },
            }),
          ),
        async (route, request) => {
          const response = await harness.send(request, false);
          if (route.access.kind === 'public') return;
          // Anything but 401 comes from a URL that names no route (a bad escape, a path id with a
          // slash), refused before a guard runs: 400, 404, or 413 and 415 for its body.
          expect([400, 401, 404, 413, 415], `${request.method} ${request.url}`).toContain(
            response.statusCode,
          );
        },
      ),
    TIMEOUT_MS,
  );

  // Found by the fuzzing: the ISO pattern of a day takes year 0, which PostgreSQL has not, and the
  // query failed with a 500 (fixed in the shared date schemas).
  it('refuses the day 0000-01-01 as invalid input, in a body or a query', async () => {
    const refused = [
      await t.call(harness.token, 'POST', '/bookings/payments/reports/xlsx', {
        authorizationDateInit: '0000-01-01',
        authorizationDateEnd: '2026-01-01',
      }),
      await t.call(harness.token, 'PUT', '/users/profile', {
        name: 'Master',
        email: 'master@reserva.dev',
        address: null,
        birthDate: '0000-02-29',
      }),
      await t.call(
        harness.token,
        'GET',
        `/activities/schedules/${pickId(pools, 0, 'activity_schedules')}/items/available?bookedDate=0000-01-01`,
      ),
    ];
    expect(refused.map((response) => [response.statusCode, response.json().message])).toEqual([
      [400, 'validation-error'],
      [400, 'validation-error'],
      [400, 'validation-error'],
    ]);
  });

  it('would catch a row changed by a refused request', async () => {
    // A write the request did not make stands in for one it made: the check cannot tell them apart. (The
    // bio: a new name would also change the user's links, which carry a copy of it.)
    await t.database.db.execute(
      sql`UPDATE users SET bio = coalesce(bio, '') || '!' WHERE id = (SELECT id FROM users ORDER BY id LIMIT 1)`,
    );
    const refused = {
      method: 'DELETE',
      url: `/api/spots/${randomUUID()}`,
      headers: {},
      remoteAddress: '127.0.0.1',
    };
    await expect(harness.send(refused, true)).rejects.toThrow(/a refused request changed rows of users/);
    await expect(harness.send(refused, true)).resolves.toMatchObject({ statusCode: 404 });
  });

  it('still serves the master after the fuzzing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sessions/ventures',
      headers: bearer(harness.token),
    });
    expect(response.statusCode).toBe(200);
  });
});
