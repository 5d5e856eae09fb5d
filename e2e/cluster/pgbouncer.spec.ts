import type { SessionResponse } from '@reserva/shared/auth/auth.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Pgbouncer, pgbouncerBinary, startPgbouncer } from '../../apps/api/src/test/pgbouncer';
import { createBookableWorld, saoPauloDate } from '../support/booking-world';
import { apiCall, apiSession } from '../support/browser';
import {
  type ClusterDatabase,
  clusterServerEnv,
  createClusterDatabase,
  freePorts,
  psql,
  type ServerProcess,
  startServerProcess,
} from '../support/server-process';

// Two built server processes behind Debian's PgBouncer 1.18 in transaction mode (DATABASE_POOLER=
// transaction), on a fresh PostgreSQL database that the first migrates and fills with the demo through
// it: many people race for the few places of one event through both processes, and exactly the places
// are booked, each acknowledged booking stored; a process without the setting is refused at its start.
// Needs the pgbouncer package (CI's .ci/run installs it) and DATABASE_URL.

const databaseUrl = process.env.DATABASE_URL;
const missing = [
  !pgbouncerBinary && 'PgBouncer is not installed (apt-get install pgbouncer)',
  !databaseUrl && 'DATABASE_URL is unset',
].filter(Boolean);
const title = `two processes behind PgBouncer in transaction mode${missing.length ? ` (skipped: ${missing.join(', ')})` : ''}`;
if (missing.length) console.warn(`e2e/cluster/pgbouncer.spec.ts skipped: ${missing.join(', ')}`);

const RACERS = 60;
const PLACES = 5;
/** Fewer server connections than the processes' 20 client connections: they share them. */
const SERVER_CONNECTIONS = 4;

describe.skipIf(missing.length > 0)(title, () => {
  const servers: ServerProcess[] = [];
  let bouncer: Pgbouncer;
  let database: ClusterDatabase;
  let serverEnv: NodeJS.ProcessEnv;
  let admin: SessionResponse;

  beforeAll(async () => {
    database = createClusterDatabase(databaseUrl as string, 'pgbouncer');
    bouncer = await startPgbouncer(databaseUrl as string, {
      mode: 'transaction',
      poolSize: SERVER_CONNECTIONS,
    });
    const port = await freePorts(3);
    serverEnv = clusterServerEnv(database.dataDir, {
      DATABASE_URL: bouncer.urlFor(database.name),
      DATABASE_POOLER: 'transaction',
      REDIS_URL: undefined,
      HOST: '127.0.0.1',
      FACE_WORKERS: '1',
    });
    // The first migrates and seeds the demo through PgBouncer; the second then finds them done.
    servers.push(await startServerProcess(port, serverEnv));
    servers.push(await startServerProcess(port + 1, serverEnv));
    admin = await apiSession('admin@reserva.dev', undefined, servers[0]?.baseUrl);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await bouncer?.stop();
    database?.drop();
  });

  it('books exactly the places when many race for them through both processes', async () => {
    const world = await createBookableWorld(admin, {
      spotName: 'Quadra do PgBouncer',
      activityName: 'Tênis atrás do PgBouncer',
      events: [{ startTime: '19:00', endTime: '20:00', totalVacancies: PLACES }],
      server: servers[0]?.baseUrl,
    });
    const scheduleId = world.scheduleIds[0] as string;
    // The racers: new members of the venture, onboarded, each free to book once.
    const venture = admin.venture.id;
    const racers = psql(
      database.url,
      `WITH made AS (INSERT INTO users (name, email, feature_group_id)
         SELECT 'Corredor ' || n, 'corredor-' || n || '@teste.dev', (SELECT id FROM feature_groups WHERE key = 'MEMBER')
         FROM generate_series(1, ${RACERS}) n RETURNING id)
       , joined AS (INSERT INTO user_ventures (user_id, venture_id) SELECT id, '${venture}' FROM made)
       INSERT INTO onboards (user_id, venture_id, onboard_type) SELECT id, '${venture}', 'COMPLETED' FROM made
       RETURNING user_id`,
    ).split('\n');
    expect(racers).toHaveLength(RACERS);
    const bookedDate = saoPauloDate(3);

    const started = performance.now();
    const answers = await Promise.all(
      racers.map(async (userId, index) => {
        const server = servers[index % servers.length] as ServerProcess;
        const body = { activityScheduleId: scheduleId, userId, bookedDate };
        const response = await apiCall(admin.token, 'POST', '/bookings', body, server.baseUrl);
        return {
          status: response.status,
          body: (await response.json()) as { id?: string; message?: string },
        };
      }),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      `${RACERS} bookings at once for ${PLACES} places through PgBouncer (transaction, ` +
        `${SERVER_CONNECTIONS} server connections) on two processes: ${seconds} s`,
    );

    const acknowledged = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id);
    expect(acknowledged, JSON.stringify(answers.slice(0, 3))).toHaveLength(PLACES);
    for (const answer of answers.filter((one) => one.status !== 201)) {
      expect(answer).toEqual({
        status: 422,
        body: expect.objectContaining({ message: 'booking-no-vacancies-available' }),
      });
    }
    // No overbooking, and every acknowledged booking stored: read directly on PostgreSQL.
    const stored = psql(
      database.url,
      `SELECT (SELECT count(*) FROM bookings WHERE schedule_id = '${scheduleId}' AND booked_date = '${bookedDate}'
           AND deleted_at IS NULL) || ' ' ||
         (SELECT count(*) FROM bookings WHERE id IN (${acknowledged.map((id) => `'${id}'`).join(',')})
           AND deleted_at IS NULL) || ' ' ||
         (SELECT booked FROM schedule_occurrences WHERE schedule_id = '${scheduleId}' AND booked_date = '${bookedDate}')`,
    );
    expect(stored).toBe(`${PLACES} ${PLACES} ${PLACES}`);
  });

  it('refuses a process without DATABASE_POOLER: PgBouncer takes no startup options', async () => {
    const port = await freePorts(1);
    await expect(startServerProcess(port, { ...serverEnv, DATABASE_POOLER: undefined })).rejects.toThrow(
      'unsupported startup parameter: options',
    );
  });
});
