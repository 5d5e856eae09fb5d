import { randomUUID } from 'node:crypto';
import type { SessionResponse } from '@reserva/shared/auth/auth.schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle, OpenOptions } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import type { DeclaredRoute } from '../plugins/auth';
import { type Config, loadConfig } from '../plugins/config';
import type { AppContext } from '../plugins/context';
import { createTestDatabase } from './test-database';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  routes: DeclaredRoute[];
  database: DatabaseHandle;
  /** Signs a demo user in through the real endpoint. */
  signIn(email: string, ventureId?: string): Promise<SessionResponse>;
  /** Signs a demo person (a member, a dependant…) in to the members' app; their token. */
  signInPerson(email: string): Promise<string>;
  /** The tokens of several sign-ins, by name: `{ admin: 'admin@reserva.dev', master: [email, ventureId] }`. */
  tokens<Name extends string>(
    users: Record<Name, string | [email: string, ventureId: string]>,
  ): Promise<Record<Name, string>>;
  /** Calls `/api${url}` with the token as bearer. */
  call(token: string, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: '/tmp/reserva-test-unused',
    // A test runs a job's round itself, when it means to (a timer's round would mix its queries in).
    BACKGROUND_JOBS: 'false',
    ...overrides,
  });
}

/**
 * The settings of processes that share Redis in one test: channels of their own, so that tests running
 * at the same time on the same Redis (whose databases are copies of one template, with the same ids)
 * never hear each other.
 */
export function redisTestConfig(): Record<string, string> {
  return { REDIS_URL: process.env.REDIS_URL as string, REDIS_CHANNEL_PREFIX: `reserva-test-${randomUUID()}` };
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  options: OpenOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options);
  const { app, ctx, routes } = await buildApp(testConfig(overrides), database.db);
  await app.ready();
  const signIn = async (email: string, ventureId?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/sessions',
      payload: { email, password: DEMO_PASSWORD, ...(ventureId && { ventureId }) },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
    return response.json<SessionResponse>();
  };
  const signInPerson = async (email: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/me/sessions',
      payload: { email, password: DEMO_PASSWORD },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
    return response.json<SessionResponse>().token;
  };
  return {
    app,
    ctx,
    routes,
    database,
    signIn,
    signInPerson,
    tokens: async <Name extends string>(users: Record<Name, string | [string, string]>) => {
      const tokens = {} as Record<Name, string>;
      for (const [name, login] of Object.entries(users) as [Name, string | [string, string]][]) {
        const [email, ventureId] = typeof login === 'string' ? [login] : login;
        tokens[name] = (await signIn(email, ventureId)).token;
      }
      return tokens;
    },
    call: (token, method, url, payload) =>
      app.inject({
        method,
        url: `/api${url}`,
        headers: bearer(token),
        ...(payload !== undefined && { payload: payload as object }),
      }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The contract's error body, asserted in one line. */
export function expectError(response: LightMyRequestResponse, status: number, code: string): void {
  const body = response.json<{ statusCode: number; message: string }>();
  if (response.statusCode !== status || body.message !== code || body.statusCode !== status) {
    throw new Error(`expected ${status} ${code}, got ${response.statusCode} ${response.body}`);
  }
}

/**
 * Sends `count` requests at once and tallies their statuses; every 429 must be in the contract and
 * carry a `Retry-After` of 1 to `windowSeconds` seconds.
 */
export async function burst(
  count: number,
  windowSeconds: number,
  send: (index: number) => Promise<LightMyRequestResponse>,
): Promise<Record<number, number>> {
  const responses = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  const tally: Record<number, number> = {};
  for (const response of responses) {
    tally[response.statusCode] = (tally[response.statusCode] ?? 0) + 1;
    if (response.statusCode !== 429) continue;
    expectError(response, 429, 'too-many-requests');
    const seconds = Number(response.headers['retry-after']);
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > windowSeconds) {
      throw new Error(`429 without a fitting Retry-After: ${response.headers['retry-after']}`);
    }
  }
  return tally;
}
