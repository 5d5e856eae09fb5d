import type { SessionResponse } from '@reserva/shared/auth/auth.schemas';
import { expect } from 'vitest';
import { demoMembers, saoPauloDate } from './booking-world';
import { apiCall } from './browser';
import { psql } from './server-process';

// Streams of staff bookings at one event, one client per demo member, through a server, a proxy or
// nginx while processes are stopped or killed: what the cluster specs measure their losses with.

/** Books one member on one day at the stream's event. */
export type Book = (memberId: string, days: number) => Promise<Response>;

/** `book` at the event, as the admin, through the server that `context` names when it is called. */
export function booker(context: () => { admin: SessionResponse; scheduleId: string; server: string }): Book {
  return (memberId, days) => {
    const { admin, scheduleId, server } = context();
    return apiCall(
      admin.token,
      'POST',
      '/bookings',
      { activityScheduleId: scheduleId, userId: memberId, bookedDate: saoPauloDate(days) },
      server,
    );
  };
}

/**
 * `book`, sent again once when its kept-alive connection closed before any answer, as a browser does:
 * nginx's reload closes its old workers' idle connections, and a request sent on one as it closes never
 * reached nginx (seen under load: undici's "other side closed"). Were it booked all the same, the
 * second send would answer schedule-already-booked and count as a failure.
 */
export function sentAgainOnClosedConnection(book: Book): Book {
  return async (memberId, days) => {
    try {
      return await book(memberId, days);
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
      return book(memberId, days);
    }
  };
}

/**
 * Up to `count` demo members, each with a booking on day `probeDay` made for them: those the first
 * booking refuses (a blocked member) are left out, so that the streams' refusals are the servers'.
 */
export async function streamClients(
  admin: SessionResponse,
  book: Book,
  count: number,
  probeDay: number,
  server: string,
) {
  const candidates = await demoMembers(admin, count, server);
  const probes = await Promise.all(candidates.map((member) => book(member.id, probeDay)));
  const members = candidates.filter((_member, index) => probes[index]?.status === 201);
  expect(members.length).toBeGreaterThanOrEqual(count - 4);
  return members;
}

export interface StreamOptions {
  members: { id: string }[];
  book: Book;
  firstDay: number;
  days: number;
  /** Called every 5 ms with the bookings acknowledged so far: where a test stops or kills a process. */
  onProgress: (acknowledged: number) => void;
}

/**
 * A booking per member and day from `firstDay`, one after the other for each client. `failures` reads
 * `<status> <body>` or `connection: <message>`; `refused` holds each failed booking's member and date.
 */
export async function bookingStream({ members, book, firstDay, days, onProgress }: StreamOptions) {
  const acknowledged: string[] = [];
  const failures: string[] = [];
  const refused: { memberId: string; date: string }[] = [];
  const watch = setInterval(() => onProgress(acknowledged.length), 5);
  const started = performance.now();
  await Promise.all(
    members.map(async (member) => {
      for (let day = firstDay; day < firstDay + days; day++) {
        try {
          const response = await book(member.id, day);
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
          else failures.push(`${response.status} ${await response.text()}`);
        } catch (error) {
          failures.push(`connection: ${(error as Error).message}`);
        }
        if (failures.length > refused.length) refused.push({ memberId: member.id, date: saoPauloDate(day) });
      }
    }),
  );
  clearInterval(watch);
  expect(acknowledged.length + failures.length).toBe(members.length * days);
  return { acknowledged, failures, refused, seconds: ((performance.now() - started) / 1000).toFixed(1) };
}

/** Every acknowledged booking is in the database at `databaseUrl`, once. */
export function expectStoredOnce(databaseUrl: string, acknowledged: string[]) {
  const ids = acknowledged.map((id) => `'${id}'`).join(',');
  const stored = psql(
    databaseUrl,
    `SELECT count(DISTINCT id) FROM bookings WHERE deleted_at IS NULL AND id IN (${ids})`,
  );
  expect(Number(stored)).toBe(acknowledged.length);
}
