import type { Executor } from '../../db/client';
import {
  type BookableFilter,
  type BookableOccurrenceRow,
  type Counters,
  findVersions,
  listBookableOccurrences,
  listCounters,
} from '../schedules/bookable-occurrences.repository';

// The members' agenda's expansion and the window's counters, kept per venture, window, activity and
// experience range while the versions of what they read hold (bookable-occurrences.repository.ts): a
// week of a large venture is thousands of occurrences, the same for each of its members, which the
// embedded database took about 100 ms to expand and 20 ms to count. Every request reads both versions
// first, in one statement, and reads again what changed: an edited, blocked or new event shows at once,
// and places are always those of the moment. Whether an occurrence has ended is told at each request.
// One cache per database (the tests open many).

/** An occurrence (the cached row itself) with its live counters. */
export interface AgendaOccurrence {
  row: BookableOccurrenceRow;
  /** `<event id> <date>`, the occurrence's key. */
  key: string;
  booked: number;
  guestBooked: number;
  lodgerBooked: number;
}

interface Entry {
  eventsVersion: string;
  rows: BookableOccurrenceRow[];
  /** Each row's key, worked out once. */
  keys: string[];
  countersVersion: string;
  counters: Map<string, Counters>;
  /** Past it, the entry is read again whatever its versions (sums of 32-bit ids, which wrap). */
  expiresAt: number;
}

const MAX_ENTRIES = 500;
const MAX_AGE_MS = 10 * 60_000;
const caches = new WeakMap<Executor, Map<string, Entry>>();

function cacheOf(db: Executor): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

const keyOf = ({ ventureId, from, to, activityId, experience }: BookableFilter) =>
  [
    ventureId,
    from,
    to,
    activityId ?? '',
    experience === 'any' || experience === null ? String(experience) : `${experience.min}-${experience.max}`,
  ].join(' ');

/** The bookable occurrences of the filter not ended, with their live counters. */
export async function agendaOccurrences(db: Executor, filter: BookableFilter): Promise<AgendaOccurrence[]> {
  const { ventureId, from, to } = filter;
  const cache = cacheOf(db);
  const key = keyOf(filter);
  const cached = cache.get(key);
  // Each version is read before what it versions: a write in between leaves an entry whose version is
  // already old, read again at the next request, never stale data under a new version.
  const versions = await findVersions(db, ventureId, from, to);
  const fresh = cached && cached.expiresAt > Date.now() ? cached : undefined;
  const sameEvents = fresh?.eventsVersion === versions.events;
  const rows = sameEvents ? fresh.rows : await listBookableOccurrences(db, filter);
  const keys = sameEvents ? fresh.keys : rows.map((row) => `${row.activityScheduleId} ${row.date}`);
  const counted =
    fresh?.countersVersion === versions.counters
      ? { version: fresh.countersVersion, counters: fresh.counters }
      : await listCounters(db, ventureId, from, to);
  if (rows !== fresh?.rows || counted.counters !== fresh.counters) {
    cache.delete(key);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, {
      eventsVersion: versions.events,
      rows,
      keys,
      countersVersion: counted.version,
      counters: counted.counters,
      expiresAt: fresh?.expiresAt ?? Date.now() + MAX_AGE_MS,
    });
  }
  const now = Date.now();
  const occurrences: AgendaOccurrence[] = [];
  rows.forEach((row, i) => {
    if (row.endsAt < now) return;
    const rowKey = keys[i] as string;
    const [booked, guestBooked, lodgerBooked] = counted.counters.get(rowKey) ?? [0, 0, 0];
    occurrences.push({ row, key: rowKey, booked, guestBooked, lodgerBooked });
  });
  return occurrences;
}
