import { z } from 'zod';

// Lists: `limit` (default 20, max 100), `page` from 1, `sort` from a closed set, `order` ASC/DESC
// (server-rules.md, Contract). An unknown sort field is rejected by the enum, never reaches SQL.

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const sortOrder = z.enum(['ASC', 'DESC']);
export type SortOrder = z.infer<typeof sortOrder>;

/** A page of a list: `limit` (default 20, max 100) and `page` from 1. */
export const pageParams = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

/** Ids in a query string, comma-separated (a uuid and its comma are 37 characters), at most a page's. */
export const idList = z
  .string()
  .max(MAX_PAGE_SIZE * 37)
  .transform((value) => value.split(',').filter((id) => id !== ''))
  .pipe(z.array(z.uuid()).max(MAX_PAGE_SIZE));

/** Ids split for `idList` parameters, a page's at most in each: more go in several calls. */
export function idPages(ids: readonly string[]): string[][] {
  return Array.from({ length: Math.ceil(ids.length / MAX_PAGE_SIZE) }, (_, i) =>
    ids.slice(i * MAX_PAGE_SIZE, (i + 1) * MAX_PAGE_SIZE),
  );
}

export function listQuery<const Sort extends readonly [string, ...string[]]>(
  sortFields: Sort,
  defaultSort: Sort[number],
) {
  return pageParams.extend({
    sort: z.enum(sortFields).default(defaultSort as never),
    order: sortOrder.default('DESC'),
  });
}

export function paged<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), pages: z.number().int(), total: z.number().int() });
}

export interface Paged<Item> {
  items: Item[];
  pages: number;
  total: number;
}

/** A boolean in a query string: only `true` and `false` are accepted. */
export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

export const uuid = z.uuid({ error: 'Requerido' });
export const idParams = z.object({ id: z.uuid() });

/** The answer of a create (or update): the record's id. */
export const createdId = z.object({ id: z.uuid() });

/** `?isVerified=true` repeats a change the user confirmed despite pending bookings (has-bookings-pending). */
export const verifiedQuery = z.object({ isVerified: queryBoolean.default(false) });
