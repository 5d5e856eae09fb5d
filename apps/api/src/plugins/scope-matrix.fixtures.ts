import { expect } from 'vitest';
import type { DeclaredRoute } from './auth';

// Shared by the venture-boundary and authLevel matrices: the routes of the table that name a record
// in their path, and a check that a test's table of those routes is exhaustive.

/** `METHOD /api/url` of every route whose URL has a path parameter (HEAD mirrors GET). */
export function routesWithPathParameters(routes: readonly DeclaredRoute[]): string[] {
  return routes
    .filter((route) => route.method !== 'HEAD' && route.url.includes(':'))
    .map((route) => `${route.method} ${route.url}`);
}

/** The table names exactly the routes asked for: a new route fails here until it is given an entry. */
export function expectExhaustive(expected: readonly string[], table: Record<string, unknown>): void {
  const missing = expected.filter((route) => !(route in table));
  const unknown = Object.keys(table).filter((route) => !expected.includes(route));
  expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
}

/** A route's URL with its parameters filled from `values` (by name), for `app.inject`. */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${url}`);
    return value;
  });
}
