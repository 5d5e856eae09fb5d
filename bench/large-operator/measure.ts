// One target's run: a database of its own, the large operator seeded, the real server on it, and
// every read measured beside its SQL, then the creation runs.
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../apps/api/src/db/raw';
import { listOccurrences } from '../../apps/api/src/modules/schedules/occurrences.repository';
import {
  type Bench,
  type CaseFigures,
  caseLine,
  demoVenture,
  LIST_HEADER,
  type ListCase,
  measureCase,
  measureLists,
  openBench,
  startServer,
} from '../support';
import { adminListCases, bookingListCases, dashboardCases } from './cases';
import { type CreationFigures, measureCreation } from './creation';
import { measureListDuringExport } from './export-load';
import { SIZE, seedLargeOperator } from './seed';

export interface Section {
  title: string;
  /** The goal in words, and whether a case meets it. */
  goal: string;
  met: (figures: CaseFigures) => boolean;
  cases: CaseFigures[];
  /** A paragraph under the goal (what ran beside the cases). */
  note?: string;
}

export interface TargetFigures {
  label: string;
  version: string;
  seedSeconds: number;
  sections: Section[];
  creation: { runs: CreationFigures[]; overbooked: number };
  /** Resident memory of the process serving (the server in-process, with its database client), MB. */
  rssMb: number;
  /** GET /api/health (HTTP and `SELECT 1`) beside its statement: what every HTTP figure carries. */
  floor: CaseFigures;
}

/**
 * Lists and the calendar week: p95 under 50 ms and within 2x the SQL, compared at p50
 * (a p95 of a few ms on a shared machine is one pause, not the code's cost).
 */
export const LIST_GOAL = 'p95 < 50 ms and HTTP p50 <= 2x SQL p50';
export const listGoalMet = (figures: CaseFigures) =>
  !figures.skipped && figures.p95 < 50 && figures.p50 <= 2 * figures.sqlP50;

export async function measureTarget(label: string, postgresServer: string | null): Promise<TargetFigures> {
  const bench = await openBench('large', postgresServer);
  try {
    const seedSeconds = await seedLargeOperator(bench.db, label);
    return { ...(await measureSeeded(bench, label)), seedSeconds };
  } finally {
    await bench.close();
  }
}

/** Every figure of the large operator's PRAIA venture, once seeded: lists, dashboard, creation. */
export async function measureSeeded(
  bench: Bench,
  label: string,
): Promise<Omit<TargetFigures, 'seedSeconds'>> {
  const { db } = bench;
  const [{ version } = { version: '?' }] = await queryRows<{ version: string }>(
    db,
    sql`SELECT current_setting('server_version') AS version`,
  );
  const today = todayInSaoPaulo();
  const { ventureId } = await demoVenture(db);
  const [targets] = await queryRows<{
    serraId: string;
    memberId: string;
    memberName: string;
    cpf: string;
    activityId: string;
    activityName: string;
    spotName: string;
  }>(
    db,
    sql`SELECT (SELECT id FROM ventures WHERE ref = 'SERRA') AS "serraId",
      u.id AS "memberId", u.name AS "memberName", u.cpf,
      a.id AS "activityId", a.name AS "activityName", s.name AS "spotName"
    FROM users u, activities a JOIN spots s ON s.id = a.spot_id
    WHERE u.email = (SELECT min(email) FROM users WHERE email LIKE 'pessoa%2@bench.dev')
      AND a.id = (SELECT activity_id FROM activity_schedules WHERE venture_id = ${ventureId}
        AND activity_id IN (SELECT id FROM activities WHERE name ~ '^Atividade [0-9]+$') ORDER BY id LIMIT 1)`,
  );
  if (!targets) throw new Error('the seeded data is missing');
  const server = await startServer(bench);
  const lists = (cases: ListCase[]) => measureLists(bench, server, cases);
  const admin = 'admin@reserva.dev';
  const people = `${targets.cpf.slice(0, 3)}.${targets.cpf.slice(3, 6)}.${targets.cpf.slice(6, 9)}`;
  const sections: Section[] = [
    {
      title: 'Administration and people lists',
      goal: LIST_GOAL,
      met: listGoalMet,
      cases: await lists(adminListCases(targets.serraId)),
    },
    {
      title: 'Bookings list',
      goal: LIST_GOAL,
      met: listGoalMet,
      cases: await lists(
        bookingListCases(today, {
          memberId: targets.memberId,
          memberName: targets.memberName,
          memberDocument: people,
          activityId: targets.activityId,
          activityName: targets.activityName,
          spotName: targets.spotName,
        }),
      ),
    },
    {
      title: 'Reports and other lists',
      goal: LIST_GOAL,
      met: listGoalMet,
      cases: await lists([
        ['cancellations, default', admin, '/bookings/cancellation-histories'],
        [
          'sales report, last 30 days',
          admin,
          `/bookings/payments/reports?authorizationDateInit=${addDays(today, -29)}&authorizationDateEnd=${today}`,
        ],
        ['action log, default', 'master@reserva.dev', '/audit-logs'],
        ['booking queues, default', admin, '/booking-queues'],
        ['notifications, default', admin, '/notifications'],
        ["a member's onboards", admin, `/users/${targets.memberId}/onboards`],
        ["an activity's events", admin, `/activities/${targets.activityId}/schedules/list`],
      ]),
    },
    {
      title: 'Dashboard',
      // The dashboard's own goal (its issue): the page's data under 100 ms p95.
      goal: 'p95 < 100 ms',
      met: (figures) => !figures.skipped && figures.p95 < 100,
      cases: await lists(dashboardCases(today)),
    },
  ];
  // The calendar's week of one activity over HTTP; the venture's day of events from Node (the day
  // view's query, which no route answers alone).
  const week = await lists([
    [
      'calendar week of an activity',
      admin,
      `/activities/${targets.activityId}/schedules?startDate=${today}&addDay=6`,
    ],
  ]);
  // After the lists, whose first call warms the server with their own requests.
  const [floor] = await lists([['a bare request (GET /api/health)', admin, '/health']]);
  const day = await measureCase(bench, "venture's day of events (from Node)", async () => {
    const rows = await listOccurrences(db, { ventureId, from: today, to: today });
    return { total: rows.length };
  });
  console.log(LIST_HEADER);
  console.log(caseLine(day));
  sections.push(
    { title: 'Calendar week', goal: LIST_GOAL, met: listGoalMet, cases: week },
    {
      title: "Venture's day of events",
      goal: 'p95 < 100 ms',
      met: (figures) => !figures.skipped && figures.p95 < 100,
      cases: [day],
    },
  );
  sections.push(await measureListDuringExport(bench, server, today));
  const creation = await measureCreation(bench, server);
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  await server.close();
  return { label, version, sections, creation, rssMb, floor: floor as CaseFigures };
}

export { SIZE };
