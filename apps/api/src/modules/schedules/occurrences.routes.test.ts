import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import type { Occurrence } from '@reserva/shared/schedules/schedules.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { scheduleBlocks, scheduleOccurrences } from '../../db/schema/schedules';
import {
  createActivity,
  createBooking,
  createPerson,
  createSchedule,
  createSpot,
  saoPauloDate,
  ventureIdByRef,
} from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';

let t: TestApp;
let praia: string;
let tokens: { admin: string; master: string; employee: string; seller: string };

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  tokens = await t.tokens({
    admin: 'admin@reserva.dev',
    master: ['master@reserva.dev', praia],
    employee: 'funcionario@reserva.dev',
    seller: 'vendedor@reserva.dev',
  });
  // Sign-ins hash passwords: slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

const newActivity = async (app: TestApp = t) =>
  createActivity(app.database.db, await createSpot(app.database.db, praia, 'Píer'), 'Stand up paddle');

async function occurrencesOf(
  activityId: string,
  query: string,
  app = t,
  token = tokens.admin,
): Promise<Occurrence[]> {
  const response = await app.call(token, 'GET', `/activities/${activityId}/schedules?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

const slots = (items: Occurrence[]) => items.map((item) => `${item.date} ${item.startTime}`);

describe('occurrences of a window', () => {
  it('expands weekdays over open and closed date ranges across a month end, leaving blocked dates out', async () => {
    const db = t.database.db;
    const activityId = await newActivity();
    // Mon, Wed, Fri from 2030-01-01, open-ended, with Wednesday 2030-01-30 blocked.
    const weekly = await createSchedule(db, activityId, {
      startDate: '2030-01-01',
      daysOfWeek: [1, 3, 5],
      startTime: '08:00:00',
      endTime: '09:00:00',
    });
    await db.insert(scheduleBlocks).values({ scheduleId: weekly, blockedDate: '2030-01-30' });
    // Every day, ending on 2030-01-29.
    await createSchedule(db, activityId, {
      startDate: '2029-12-01',
      endDate: '2030-01-29',
      startTime: '07:00:00',
      endTime: '08:00:00',
    });
    // Weekends, starting on 2030-02-02.
    await createSchedule(db, activityId, {
      startDate: '2030-02-02',
      daysOfWeek: [0, 6],
      startTime: '10:00:00',
      endTime: '11:00:00',
    });
    // Outside the window entirely.
    await createSchedule(db, activityId, {
      startDate: '2030-03-01',
      startTime: '06:00:00',
      endTime: '07:00:00',
    });

    // 2030-01-28 (Monday) plus 6 days: to Sunday 2030-02-03.
    const items = await occurrencesOf(activityId, 'startDate=2030-01-28&addDay=6');
    expect(slots(items)).toEqual([
      '2030-01-28 07:00:00',
      '2030-01-28 08:00:00',
      '2030-01-29 07:00:00',
      '2030-02-01 08:00:00',
      '2030-02-02 10:00:00',
      '2030-02-03 10:00:00',
    ]);
    expect(items[1]).toMatchObject({
      activityScheduleId: weekly,
      activityId,
      startDate: '2030-01-01',
      endDate: null,
      daysOfWeek: [1, 3, 5],
      booked: 0,
      vacancies: null,
      isExpired: false,
      isActive: true,
    });

    // One event only; and a whole month.
    expect(
      slots(await occurrencesOf(activityId, `startDate=2030-01-28&activityScheduleId=${weekly}`)),
    ).toEqual(['2030-01-28 08:00:00', '2030-02-01 08:00:00']);
    const february = await occurrencesOf(
      activityId,
      `selectedMonth=2&selectedYear=2030&activityScheduleId=${weekly}`,
    );
    expect(february).toHaveLength(12); // 4 Mondays, 4 Wednesdays, 4 Fridays
    expect(february[0]?.date).toBe('2030-02-01');
    expect(february.at(-1)?.date).toBe('2030-02-27');
  });

  it('counts live bookings per occurrence and marks the full, the ended and the inactive', async () => {
    const db = t.database.db;
    const activityId = await newActivity();
    const scheduleId = await createSchedule(db, activityId, {
      startDate: saoPauloDate(-3),
      totalVacancies: 2,
      guestVacancies: 1,
      lodgerVacancies: 1,
    });
    const inactive = await createSchedule(db, activityId, {
      startDate: saoPauloDate(-3),
      startTime: '20:00:00',
      endTime: '21:00:00',
      isActive: false,
    });
    const [tomorrow, later] = [saoPauloDate(1), saoPauloDate(2)];
    await createBooking(db, {
      ventureId: praia,
      scheduleId,
      activityId,
      userId: await createPerson(db, praia),
      bookedDate: tomorrow,
    });
    // The counters of a full occurrence, one guest and one lodger among them.
    await db.insert(scheduleOccurrences).values({
      scheduleId,
      ventureId: praia,
      bookedDate: later,
      booked: 2,
      guestBooked: 1,
      lodgerBooked: 1,
    });

    const items = await occurrencesOf(activityId, `startDate=${saoPauloDate(-2)}&addDay=4`);
    const at = (date: string, id = scheduleId) =>
      items.find((item) => item.date === date && item.activityScheduleId === id);
    expect(at(saoPauloDate(-2))).toMatchObject({ isExpired: true, booked: 0, vacancies: 2 });
    expect(at(tomorrow)).toMatchObject({ isExpired: false, booked: 1, guestBooked: 0, vacancies: 1 });
    expect(at(later)).toMatchObject({ booked: 2, guestBooked: 1, lodgerBooked: 1, vacancies: 0 });
    expect(at(tomorrow, inactive)).toMatchObject({ isActive: false });

    // Without the ended ones.
    const upcoming = await occurrencesOf(
      activityId,
      `startDate=${saoPauloDate(-2)}&addDay=4&showExpired=false`,
    );
    expect(upcoming.every((item) => !item.isExpired)).toBe(true);
    expect(upcoming.map((item) => item.date)).not.toContain(saoPauloDate(-2));
  });

  it('starts at today in São Paulo and bounds the window', async () => {
    const activityId = await newActivity();
    await createSchedule(t.database.db, activityId, { startDate: saoPauloDate(-30) });
    const items = await occurrencesOf(activityId, '');
    expect(items.map((item) => item.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(saoPauloDate));
    expectError(
      await t.call(tokens.admin, 'GET', `/activities/${activityId}/schedules?addDay=63`),
      400,
      'validation-error',
    );
  });

  it('answers readers of activities and bookings, within their venture', async () => {
    const db = t.database.db;
    const activityId = await newActivity();
    await createSchedule(db, activityId, { startDate: '2030-01-01' });
    for (const token of [tokens.employee, tokens.seller]) {
      expect(await occurrencesOf(activityId, 'startDate=2030-01-01&addDay=0', t, token)).toHaveLength(1);
    }
    const serraActivity = await createActivity(
      db,
      await createSpot(db, await ventureIdByRef(db, 'SERRA'), 'Lago'),
      'Remo',
    );
    await createSchedule(db, serraActivity, { startDate: '2030-01-01' });
    expectError(
      await t.call(tokens.admin, 'GET', `/activities/${serraActivity}/schedules`),
      404,
      'activity-not-found',
    );
    expect(
      await occurrencesOf(serraActivity, 'startDate=2030-01-01&addDay=0', t, tokens.master),
    ).toHaveLength(1);
  });
});

describe('occurrence dates whatever the server’s time zone', () => {
  const zones = ['UTC', 'America/Sao_Paulo'];
  const saved = { TZ: process.env.TZ, PGOPTIONS: process.env.PGOPTIONS };
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('gives the same dates, weekdays and ended flags with the process and database in UTC or São Paulo', async () => {
    const answers: string[][] = [];
    for (const zone of zones) {
      // The Node process and the database session both run in `zone`.
      process.env.TZ = zone;
      process.env.PGOPTIONS = `-c TimeZone=${zone}`;
      const app = await createTestApp();
      try {
        if (app.database.driver === 'pglite')
          await app.database.db.execute(sql.raw(`SET TIME ZONE '${zone}'`));
        const [setting] = await queryRows<{ zone: string }>(
          app.database.db,
          sql`SELECT current_setting('TimeZone') AS zone`,
        );
        expect(setting?.zone).toBe(zone);
        const activityId = await newActivity(app);
        // Tuesdays and Saturdays, 21:30 to 23:30: late enough for a UTC date to be the next day.
        await createSchedule(app.database.db, activityId, {
          startDate: '2030-01-26',
          endDate: '2030-02-05',
          daysOfWeek: [2, 6],
          startTime: '21:30:00',
          endTime: '23:30:00',
        });
        await createSchedule(app.database.db, activityId, {
          startDate: todayInSaoPaulo(),
          endDate: todayInSaoPaulo(),
          startTime: '00:00:00',
          endTime: '00:01:00',
        });
        const token = (await app.signIn('admin@reserva.dev')).token;
        const window = await occurrencesOf(activityId, 'startDate=2030-01-25&addDay=12', app, token);
        const today = await occurrencesOf(activityId, 'addDay=0', app, token);
        answers.push([
          ...window.map((item) => `${item.date} ${item.startTime}-${item.endTime} ${item.isExpired}`),
          ...today.map((item) => `${item.date} ${item.startTime} ${item.isExpired}`),
        ]);
      } finally {
        await app.close();
      }
    }
    expect(answers[0]).toEqual([
      '2030-01-26 21:30:00-23:30:00 false',
      '2030-01-29 21:30:00-23:30:00 false',
      '2030-02-02 21:30:00-23:30:00 false',
      '2030-02-05 21:30:00-23:30:00 false',
      // Today's 00:00-00:01 in São Paulo has ended.
      `${todayInSaoPaulo()} 00:00:00 true`,
    ]);
    expect(answers[1]).toEqual(answers[0]);
  }, 300_000); // two more databases and sign-ins
});
