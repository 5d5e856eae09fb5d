import type { Executor } from '../../client';
import type { DemoPhotos } from './photos';

export const DEMO_VENTURE_REFS = ['PRAIA', 'SERRA'] as const;
export type VentureRef = (typeof DEMO_VENTURE_REFS)[number];

/** What every area of the demo seed works with; later areas (people, events, bookings) add theirs. */
export interface DemoContext {
  tx: Executor;
  photos: DemoPhotos;
  ventureIds: Record<VentureRef, string>;
}

/** Each venture's records of an area as [ref, record, position] triples, for one multi-row insert. */
export function perVenture<T>(data: Record<VentureRef, readonly T[]>): [VentureRef, T, number][] {
  return DEMO_VENTURE_REFS.flatMap((ref) =>
    data[ref].map((record, position): [VentureRef, T, number] => [ref, record, position]),
  );
}

const DAY_MS = 86_400_000;

/** A moment some days back, so that lists sorted by creation read like a club built up over months. */
export function daysAgo(days: number): Date {
  return new Date(Date.now() - days * DAY_MS);
}
