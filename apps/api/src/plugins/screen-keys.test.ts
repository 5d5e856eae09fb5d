import { SCREEN_KEYS, type ScreenPath } from '@reserva/shared/permissions/screens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The call each built screen cannot do without: its list, its record, its create or its update.
// Screens still 'Em construção' join as their calls are built.
const SCREEN_CALLS: Partial<Record<ScreenPath, string>> = {
  '/profile': 'GET /api/users/profile',
  '/ventures': 'GET /api/ventures',
  '/ventures/details': 'GET /api/ventures/:id',
  '/ventures/register': 'POST /api/ventures',
  '/ventures/update': 'PUT /api/ventures/:id',
  '/activities': 'GET /api/activities',
  '/activities/details': 'GET /api/activities/:id',
  '/activities/register': 'POST /api/activities',
  '/activities/update': 'PUT /api/activities/:id',
  '/spots': 'GET /api/spots',
  '/spots/details': 'GET /api/spots/:id',
  '/spots/register': 'POST /api/spots',
  '/spots/update': 'PUT /api/spots/:id',
  '/booking-reports': 'GET /api/bookings/payments/reports',
  '/features': 'GET /api/features',
  '/feature-groups': 'GET /api/feature-groups',
  '/feature-groups/management': 'GET /api/feature-groups/:id',
  '/audit': 'GET /api/audit-logs',
};

// Employees and people screens share the users calls: the route opens with every key of the groups
// it serves and the service narrows to the group concerned (users.access.ts), so each screen's keys
// are among the route's.
const SHARED_USERS_CALLS: Partial<Record<ScreenPath, string>> = {
  '/users': 'GET /api/users',
  '/users/details': 'GET /api/v2/users/:id',
  '/users/register': 'POST /api/v2/users',
  '/users/update': 'PUT /api/v2/users/:id',
  '/members': 'GET /api/users',
  '/members/details': 'GET /api/v2/users/:id',
  '/members/register': 'POST /api/v2/users',
  '/members/update': 'PUT /api/v2/users/:id',
  '/guests/details': 'GET /api/v2/users/:id',
  '/guests/register': 'POST /api/v2/users',
  '/guests/update': 'PUT /api/v2/users/:id',
  '/lodgers': 'GET /api/users',
  '/lodgers/details': 'GET /api/v2/users/:id',
  '/lodgers/register': 'POST /api/v2/users',
  '/lodgers/update': 'PUT /api/v2/users/:id',
};

describe('the keys of the web screens', () => {
  it('of employees and people screens are among those of the shared users calls', () => {
    const declared = new Map(t.routes.map((route) => [`${route.method} ${route.url}`, route.access]));
    for (const [screen, call] of Object.entries(SHARED_USERS_CALLS) as [ScreenPath, string][]) {
      const access = declared.get(call);
      const serverKeys: readonly string[] = access?.kind === 'any-of' ? access.keys : [];
      expect({ screen, missing: SCREEN_KEYS[screen].filter((key) => !serverKeys.includes(key)) }).toEqual({
        screen,
        missing: [],
      });
    }
  });

  it('are those of the call each screen makes, so the guard refuses no one the server lets in', () => {
    const declared = new Map(t.routes.map((route) => [`${route.method} ${route.url}`, route.access]));
    for (const [screen, call] of Object.entries(SCREEN_CALLS) as [ScreenPath, string][]) {
      const access = declared.get(call);
      const serverKeys = access?.kind === 'any-of' ? [...access.keys].sort() : access?.kind;
      const screenKeys = SCREEN_KEYS[screen].length > 0 ? [...SCREEN_KEYS[screen]].sort() : 'signed-in';
      expect({ screen, keys: screenKeys }).toEqual({ screen, keys: serverKeys });
    }
  });
});
