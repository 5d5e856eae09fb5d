// Members' booking creation under concurrency (issue 31, point 10): CLIENTS (50) concurrent members,
// each signed in to the members' app, send REQUESTS bookings of their own through POST /api/me/bookings
// (autocannon) at one occurrence (half as many places as requests) and spread over 1,000 occurrences;
// beside them, the same statements run directly from Node (creation.ts's sameTransaction: one member's
// request recorded, replayed with each member's ids and session), as staff bookings are measured, each
// side after an unmeasured round of its own. Then
// the overbookings, which must be 0. Each member's session is stored as the sign-in stores one and
// its token signed with the server's key: 8,000 sign-ins would each spend a password hash.
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { sql } from 'drizzle-orm';
import type { AuditActor } from '../../apps/api/src/db/audit-actor';
import { queryRows, uuidArray } from '../../apps/api/src/db/raw';
import { AccessTokens } from '../../apps/api/src/plugins/access-token';
import { type Bench, demoVenture, type Server } from '../support';
import {
  type BookingRoute,
  type CreationFigures,
  createEvents,
  createPeople,
  type EventIds,
  eventIds,
  overbookings,
  overHttp,
  REQUESTS,
  recordBooking,
  SPREAD,
  sameTransaction,
} from './creation';

const tomorrow = addDays(todayInSaoPaulo(), 1);

/** POST /api/me/bookings: a member books for themselves. */
const MEMBER_BOOKINGS: BookingRoute = {
  path: '/me/bookings',
  body: (scheduleId) => JSON.stringify({ activityScheduleId: scheduleId, bookedDate: tomorrow }),
};

interface Session {
  userId: string;
  sessionId: string;
  token: string;
}

/** A members' app session of each of `people` in the venture, as a sign-in stores it. */
async function sessionsOf(bench: Bench, ventureId: string, people: string[]): Promise<Session[]> {
  const rows = await queryRows<{ userId: string; sessionId: string }>(
    bench.db,
    sql`INSERT INTO refresh_tokens (family_id, user_id, venture_id, token_hash, expires_at)
      SELECT gen_random_uuid(), id, ${ventureId}, md5(random()::text || id::text), now() + interval '1 day'
      FROM unnest(${uuidArray(people)}) AS id RETURNING user_id AS "userId", family_id AS "sessionId"`,
  );
  const sessionOf = new Map(rows.map((row) => [row.userId, row.sessionId]));
  const tokens = await AccessTokens.create(bench.db, bench.config.jwtSecret);
  return Promise.all(
    people.map(async (userId) => {
      const sessionId = sessionOf.get(userId) as string;
      return { userId, sessionId, token: await tokens.sign({ userId, ventureId, sessionId }) };
    }),
  );
}

export async function measureMemberCreation(
  bench: Bench,
  server: Server,
): Promise<{ runs: Omit<CreationFigures, 'bare'>[]; overbooked: number }> {
  const { db } = bench;
  const { ventureId } = await demoVenture(db);
  const one = async (tag: string) => (await createEvents(db, ventureId, tag, 1, REQUESTS / 2)) as [string];
  const spread = (tag: string) => createEvents(db, ventureId, tag, SPREAD, null);
  const events = {
    httpOne: await one('Sócio HTTP'),
    sameOne: await one('Sócio SQL'),
    httpSpread: await spread('Sócios HTTP'),
    sameSpread: await spread('Sócios SQL'),
  };
  const membersOf = async (name: string, slug: string, cpfBase: number, count = REQUESTS) =>
    sessionsOf(bench, ventureId, await createPeople(db, ventureId, name, slug, count, cpfBase));
  const members = {
    httpOne: await membersOf('Sócio A', 'socioa', 81_000_000_000),
    sameOne: await membersOf('Sócio B', 'sociob', 81_100_000_000),
    httpSpread: await membersOf('Sócio C', 'socioc', 81_200_000_000),
    sameSpread: await membersOf('Sócio D', 'sociod', 81_300_000_000),
  };
  const [model] = await eventIds(db, await createEvents(db, ventureId, 'Sócio modelo', 1, null));
  const [modelMember] = await membersOf('Sócio modelo', 'sociomodelo', 81_400_000_000, 1);
  await db.execute(sql`ANALYZE`);
  const { userId, sessionId, token } = modelMember as Session;
  const recorded = await recordBooking(bench, server, MEMBER_BOOKINGS, token, model as EventIds, userId);
  const actor: AuditActor = { userId, name: 'Sócio modelo 1', ventureId, route: 'POST /api/me/bookings' };
  // One round of each side first, unmeasured, as a running server is warm: its code compiled by the
  // JIT and its statements prepared (a cold first round measured 10-20% less on the embedded database).
  const warm = { http: await one('Sócio aquece HTTP'), same: await one('Sócio aquece SQL') };
  const warmMembers = {
    http: await membersOf('Sócio E', 'socioe', 81_500_000_000),
    same: await membersOf('Sócio F', 'sociof', 81_600_000_000),
  };
  await overHttp(
    server,
    MEMBER_BOOKINGS,
    (index) => (warmMembers.http[index] as Session).token,
    warm.http,
    warmMembers.http.map((member) => member.userId),
  );
  await sameTransaction(
    db,
    recorded,
    actor,
    await eventIds(db, warm.same),
    warmMembers.same.map((member) => member.userId),
    (index) => [[sessionId, (warmMembers.same[index] as Session).sessionId]],
  );
  const measure = async (name: string, kind: 'One' | 'Spread') => {
    const httpMembers = members[`http${kind}`];
    const http = await overHttp(
      server,
      MEMBER_BOOKINGS,
      (index) => (httpMembers[index] as Session).token,
      events[`http${kind}`],
      httpMembers.map((member) => member.userId),
    );
    const sameMembers = members[`same${kind}`];
    const same = await sameTransaction(
      db,
      recorded,
      actor,
      await eventIds(db, events[`same${kind}`]),
      sameMembers.map((member) => member.userId),
      (index) => [[sessionId, (sameMembers[index] as Session).sessionId]],
    );
    return {
      name,
      http: REQUESTS / http.seconds,
      sameSql: REQUESTS / same.seconds,
      tally: http.tally,
      sameTally: same.tally,
    };
  };
  const runs = [
    await measure('one occurrence', 'One'),
    await measure(`${SPREAD.toLocaleString('en')} occurrences`, 'Spread'),
  ];
  const measured = [
    ...Object.values(events).flat(),
    ...warm.http,
    ...warm.same,
    (model as EventIds).scheduleId,
  ];
  return { runs, overbooked: await overbookings(db, measured) };
}
