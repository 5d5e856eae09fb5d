import type { Paged } from '@reserva/shared/common/list.schemas';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export interface PageQuery {
  limit: number;
  page: number;
  order: 'ASC' | 'DESC';
}

export function offsetOf(query: PageQuery): number {
  return (query.page - 1) * query.limit;
}

/** ORDER BY the chosen column, then a unique column so that pages never overlap. */
export function orderOf(column: AnyPgColumn | SQL, order: 'ASC' | 'DESC', tieBreaker: AnyPgColumn): SQL[] {
  return [order === 'ASC' ? asc(column) : desc(column), asc(tieBreaker)];
}

export function toPaged<Item>(items: Item[], total: number, limit: number): Paged<Item> {
  return { items, total, pages: Math.ceil(total / limit) };
}
