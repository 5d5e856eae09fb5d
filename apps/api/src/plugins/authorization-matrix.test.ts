import type { SessionResponse } from '@reserva/shared/auth/auth.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { keysGrant } from './auth';

// The authorization matrix, generated from the route table: every route that asks for keys is called
// by every demo staff group, and answers 403 insufficient-privilege exactly where the group's keys do
// not open it: none of the route's keys, or none of one of its lists (`requireEach`); the cell is
// derived from the declared keys, so a new route cannot escape. Path ids are of no record and bodies
// empty, so a call that passes the guard changes nothing.

const GROUPS = {
  MASTER: 'master@reserva.dev',
  ADMIN: 'admin@reserva.dev',
  SELLER: 'vendedor@reserva.dev',
  CONCIERGE: 'portaria@reserva.dev',
  EMPLOYEE: 'funcionario@reserva.dev',
} as const;
const NO_RECORD = '00000000-0000-4000-8000-000000000000';
// Lists whose keys depend on what is asked: called as the screens that open them to those keys do
// (the people search of the booking dialogs asks for people, not for employees).
const QUERIES: Record<string, string> = { 'GET /api/users': '?featureGroups=MEMBER' };

let t: TestApp;
let sessions: Record<keyof typeof GROUPS, SessionResponse>;
/** A person of the members' app (the demo member of the beach club). */
let person: string;

beforeAll(async () => {
  t = await createTestApp();
  sessions = {} as typeof sessions;
  for (const [group, email] of Object.entries(GROUPS)) {
    sessions[group as keyof typeof GROUPS] = await t.signIn(email);
  }
  person = await t.signInPerson('socio@reserva.dev');
}, 180_000);
afterAll(() => t.close());

/** Calls the route as the matrix does: ids of no record, empty bodies. */
function callAs(token: string, route: { method: string; url: string }) {
  const url =
    route.url.replace(/:[a-zA-Z]+/g, NO_RECORD).replace('*', 'nothing') +
    (QUERIES[`${route.method} ${route.url}`] ?? '');
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(['POST', 'PUT', 'PATCH'].includes(route.method) && { payload: {} }),
  });
}

const isRefused = (response: { statusCode: number; json<T>(): T }) =>
  response.statusCode === 403 && response.json<{ message: string }>().message === 'insufficient-privilege';

describe('the authorization matrix', () => {
  it('refuses each demo group exactly the routes whose keys it lacks', async () => {
    const guarded = t.routes.filter(
      (route) => ['any-of', 'each-of'].includes(route.access.kind) && route.method !== 'HEAD',
    );
    expect(guarded.length).toBeGreaterThan(50);
    const cells: string[] = [];
    const expected: string[] = [];
    for (const [group, session] of Object.entries(sessions)) {
      const features = new Set(session.user.featureGroup.features);
      for (const route of guarded) {
        const refused = isRefused(await callAs(session.token, route));
        const name = `${group} ${route.method} ${route.url}`;
        cells.push(`${name}: ${refused ? 'refused' : 'let through'}`);
        expected.push(`${name}: ${keysGrant(features, route.access) ? 'let through' : 'refused'}`);
      }
    }
    expect(cells).toEqual(expected);
    // Every group is refused somewhere but the MASTER, which holds every key.
    for (const group of Object.keys(GROUPS).filter((name) => name !== 'MASTER')) {
      expect(expected.some((cell) => cell.startsWith(`${group} `) && cell.endsWith('refused'))).toBe(true);
    }
  });

  // Issue 31: the members' routes (`/api/me`) and the staff's are two worlds; a token opens one only.
  it("refuses a person's token on every staff route, and every staff token on the members' routes", async () => {
    const live = t.routes.filter((route) => route.method !== 'HEAD' && route.access.kind !== 'public');
    const forPeople = live.filter((route) => route.access.kind === 'person');
    expect(forPeople.length).toBeGreaterThanOrEqual(9);
    for (const method of ['GET', 'PUT']) {
      expect(forPeople).toContainEqual(
        expect.objectContaining({ method, url: '/api/me/notice-preferences' }),
      );
    }
    for (const [method, url] of [
      ['GET', '/api/me/profile'],
      ['PUT', '/api/me/profile'],
      ['POST', '/api/me/profile/photo/check'],
      ['PUT', '/api/me/profile/photo'],
      ['DELETE', '/api/me/profile/photo'],
      ['PUT', '/api/me/password'],
      ['GET', '/api/me/guests'],
      ['POST', '/api/me/guests'],
      ['DELETE', '/api/me/guests/:id'],
      ['GET', '/api/me/addresses/:zipCode'],
    ]) {
      expect(forPeople).toContainEqual(expect.objectContaining({ method, url }));
    }
    expect(forPeople.every((route) => route.url === '/api/me' || route.url.startsWith('/api/me/'))).toBe(
      true,
    );
    const letThrough: string[] = [];
    for (const route of live.filter((each) => each.access.kind !== 'person')) {
      if (!isRefused(await callAs(person, route))) letThrough.push(`person ${route.method} ${route.url}`);
    }
    for (const [group, session] of Object.entries(sessions)) {
      for (const route of forPeople) {
        if (!isRefused(await callAs(session.token, route)))
          letThrough.push(`${group} ${route.method} ${route.url}`);
      }
    }
    expect(letThrough).toEqual([]);
  });
});
