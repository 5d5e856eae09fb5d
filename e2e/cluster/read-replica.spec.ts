import type { SessionResponse } from '@reserva/shared/auth/auth.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableWorld, demoMembers, saoPauloDate } from '../support/booking-world';
import { apiCall, apiSession } from '../support/browser';
import { type Replica, replicaPrerequisites, startReplica } from '../support/replica';
import {
  type ClusterDatabase,
  clusterServerEnv,
  createClusterDatabase,
  freePorts,
  type ServerProcess,
  startServerProcess,
} from '../support/server-process';

// The built server with DATABASE_READ_URL on a streaming replica of the local PostgreSQL (pg_basebackup
// into a second cluster on another port, Debian's server binaries): with the replica's replay paused,
// a booking and its cancellation are read back at once where staff act on them (the primary), while the
// dashboard, the cancellations report, its export and the action log (the replica) do not count them
// yet; once replay resumes they do. Needs DATABASE_URL and PostgreSQL's server package (CI's .ci/run
// installs it); a primary that refuses replication connections gets a pg_hba.conf line while the spec
// runs when the file is writable here (a reload, no restart).

const databaseUrl = process.env.DATABASE_URL;
const prerequisites = databaseUrl ? replicaPrerequisites(databaseUrl) : { missing: 'DATABASE_URL is unset' };
const missing = 'missing' in prerequisites ? prerequisites.missing : null;
const title = `reads that may lag on a streaming replica${missing ? ` (skipped: ${missing})` : ''}`;
if (missing) console.warn(`e2e/cluster/read-replica.spec.ts skipped: ${missing}`);

const DAYS_AHEAD = 3;

describe.skipIf(missing !== null)(title, () => {
  const bookedDate = saoPauloDate(DAYS_AHEAD);
  const today = saoPauloDate(0);
  let replica: Replica | undefined;
  let server: ServerProcess | undefined;
  let database: ClusterDatabase;
  let master: SessionResponse;
  let scheduleId: string;
  let members: { id: string; name: string }[];

  const call = (method: string, url: string, body?: object, token = master.token) =>
    apiCall(token, method, url, body, server?.baseUrl);
  const read = async <Answer>(url: string, token = master.token): Promise<Answer> => {
    const response = await call('GET', url, undefined, token);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Answer;
  };
  /** The figures the replica serves: the dashboard's day, the cancellations report and its export, the log. */
  const lagging = async (bookingIds: string[]) => {
    const dashboard = await read<{ bookings: { days: { bookings: number; cancelled: number }[] } }>(
      `/dashboard?startDate=${bookedDate}&endDate=${bookedDate}`,
    );
    const cancellations = await read<{ items: { bookingId: string }[] }>(
      `/bookings/cancellation-histories?minDate=${today}&maxDate=${today}&limit=100`,
    );
    const exported = await call('POST', '/bookings/cancellation-histories/xlsx', {
      minDate: today,
      maxDate: today,
    });
    expect(exported.status).toBe(200);
    await exported.arrayBuffer();
    const logged = await Promise.all(
      bookingIds.map((id) => read<{ total: number }>(`/audit-logs?subjectType=booking&subjectId=${id}`)),
    );
    return {
      day: dashboard.bookings.days[0],
      cancelled: cancellations.items.filter((item) => bookingIds.includes(item.bookingId)).length,
      exportedRows: Number(exported.headers.get('x-total-count')),
      logged: logged.map((answer) => answer.total > 0),
    };
  };

  beforeAll(async () => {
    if (!databaseUrl || !('primary' in prerequisites)) return;
    database = createClusterDatabase(databaseUrl, 'replica');
    const port = await freePorts(2);
    replica = await startReplica(databaseUrl, prerequisites.primary, port + 1);
    server = await startServerProcess(
      port,
      clusterServerEnv(database.dataDir, {
        DATABASE_URL: database.url,
        DATABASE_READ_URL: replica.urlOf(database.name),
        REDIS_URL: undefined,
        FACE_WORKERS: '1',
        BACKGROUND_JOBS: 'false',
      }),
    );
    const concierge = await apiSession('portaria@reserva.dev', undefined, server.baseUrl);
    master = await apiSession('master@reserva.dev', concierge.venture.id, server.baseUrl);
    const world = await createBookableWorld(master, {
      spotName: 'Quadra da réplica',
      activityName: 'Tênis na réplica',
      events: [{ startTime: '20:00', endTime: '21:00', totalVacancies: 10 }],
      server: server.baseUrl,
    });
    scheduleId = world.scheduleIds[0] as string;
    members = await demoMembers(master, 6, server.baseUrl);
    await replica.catchUp();
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    replica?.stop();
    database?.drop();
  });

  it('serves the reports, an export, the dashboard and the action log from the replica, and a booking from the primary at once', async () => {
    const live = replica as Replica;
    const before = await lagging([]);
    live.pause();
    try {
      expect(live.query('SELECT pg_get_wal_replay_pause_state()')).toBe('paused');
      // Two bookings by two members (a blocked demo member is passed over), the second cancelled.
      const booked: string[] = [];
      for (const member of members) {
        if (booked.length === 2) break;
        const response = await call('POST', '/bookings', {
          activityScheduleId: scheduleId,
          userId: member.id,
          bookedDate,
        });
        if (response.status === 201) booked.push(((await response.json()) as { id: string }).id);
      }
      const [kept, cancelled] = booked as [string, string];
      expect(booked).toHaveLength(2);
      expect((await call('POST', `/bookings/${cancelled}/cancel`, { reason: 'Réplica' })).status).toBe(204);

      // Never stale where it matters: each booking's details (through a session just made), the
      // bookings list, and the booking rule itself.
      const concierge = await apiSession('portaria@reserva.dev', master.venture.id, server?.baseUrl);
      const details = await read<{ id: string; activity: { id: string }; user: { id: string } }>(
        `/bookings/${kept}`,
        concierge.token,
      );
      expect(details).toMatchObject({ id: kept, cancellationHistory: null });
      const gone = await read<{ cancellationHistory: object | null }>(`/bookings/${cancelled}`);
      expect(gone.cancellationHistory).not.toBeNull();
      const list = await read<{ items: { id: string }[] }>(
        `/bookings?bookedDate=${bookedDate}&activityId=${details.activity.id}&limit=100`,
      );
      expect(list.items.map((item) => item.id)).toContain(kept);
      const again = await call('POST', '/bookings', {
        activityScheduleId: scheduleId,
        userId: details.user.id,
        bookedDate,
      });
      expect(await again.json()).toMatchObject({ statusCode: 409, message: 'schedule-already-booked' });

      // The replica, replay paused, has none of it yet.
      expect(await lagging(booked)).toEqual({ ...before, logged: [false, false] });
      live.resume();
      await live.catchUp();
      expect(await lagging(booked)).toEqual({
        day: {
          ...before.day,
          bookings: (before.day?.bookings ?? 0) + 1,
          cancelled: (before.day?.cancelled ?? 0) + 1,
        },
        cancelled: 1,
        exportedRows: before.exportedRows + 1,
        logged: [true, true],
      });
    } finally {
      live.resume();
    }
  });
});
