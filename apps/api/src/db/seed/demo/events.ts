import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import type { WaveSide } from '@reserva/shared/schedules/schedules.schemas';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { activities } from '../../schema/activities';
import { activitySchedules, scheduleBlocks, scheduleItems } from '../../schema/schedules';
import { modalities, spots } from '../../schema/spots';
import { users } from '../../schema/users';
import { DEMO_VENTURE_REFS, type DemoContext, daysAgo, type VentureRef } from './context';

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [0, 6];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

interface DemoEvent {
  /** The activity, as '<spot> / <activity>'. */
  activity: string;
  times: [string, string];
  daysOfWeek: number[];
  /** Null: unlimited. */
  total: number | null;
  guests?: number;
  lodgers?: number;
  lodgersOnly?: boolean;
  /** Cents. */
  price: number;
  guestPrice?: number;
  modality?: string;
  waveSide?: WaveSide;
  minExperience?: number;
  linkBookings?: boolean;
  partialTime?: boolean;
  /** Days from today to the event's last day, for an event that has already ended. */
  endsIn?: number;
  extras?: { name: string; price: number; amount: number | null; required?: boolean; bySeller?: boolean }[];
}

const RACKET_RENTAL = { name: 'Aluguel de raquete', price: 1500, amount: 6 };
const LOCKER = { name: 'Armário com chave', price: 1000, amount: 20 };

const DEMO_EVENTS: Record<VentureRef, DemoEvent[]> = {
  PRAIA: [
    {
      activity: 'Quadra de tênis 1 / Aula de tênis',
      times: ['07:00', '08:00'],
      daysOfWeek: WEEKDAYS,
      total: 4,
      guests: 1,
      price: 9000,
      guestPrice: 3000,
      modality: 'Aula',
      minExperience: 1,
      linkBookings: true,
      extras: [RACKET_RENTAL, { name: 'Aula particular', price: 12000, amount: 1, bySeller: true }],
    },
    {
      activity: 'Quadra de tênis 1 / Aula de tênis',
      times: ['18:00', '19:00'],
      daysOfWeek: WEEKDAYS,
      total: 4,
      guests: 1,
      price: 9000,
      guestPrice: 3000,
      modality: 'Aula',
      minExperience: 2,
      extras: [RACKET_RENTAL],
    },
    {
      activity: 'Quadra de tênis 2 / Locação de quadra de tênis',
      times: ['08:00', '22:00'],
      daysOfWeek: EVERY_DAY,
      total: null,
      price: 6000,
      modality: 'Treino livre',
      partialTime: true,
      linkBookings: true,
    },
    {
      activity: 'Quadra de beach tennis / Aula de beach tennis',
      times: ['08:00', '09:30'],
      // Sundays too: a Saturday's tomorrow then has an event the demo's members can fill (demo/bookings.ts).
      daysOfWeek: [0, 2, 4, 6],
      total: 8,
      guests: 2,
      lodgers: 2,
      price: 7000,
      guestPrice: 2500,
      modality: 'Aula',
      extras: [{ name: 'Camiseta do clube', price: 5900, amount: 30, bySeller: true }],
    },
    {
      activity: 'Piscina semiolímpica / Natação',
      times: ['06:30', '07:30'],
      daysOfWeek: [1, 3, 5],
      total: 12,
      guests: 2,
      lodgers: 2,
      price: 5000,
      guestPrice: 2000,
      extras: [{ name: 'Touca do clube', price: 2500, amount: null, required: true }],
    },
    {
      activity: 'Piscina semiolímpica / Hidroginástica',
      times: ['09:00', '10:00'],
      daysOfWeek: [2, 4],
      total: 20,
      guests: 4,
      lodgers: 4,
      price: 4000,
      guestPrice: 1500,
    },
    {
      activity: 'Academia / Musculação',
      times: ['06:00', '12:00'],
      daysOfWeek: EVERY_DAY,
      total: null,
      price: 0,
      extras: [LOCKER],
    },
    {
      activity: 'Academia / Treino funcional',
      times: ['19:00', '20:00'],
      daysOfWeek: WEEKDAYS,
      total: 15,
      guests: 3,
      price: 3500,
      guestPrice: 1500,
    },
    {
      // Last season's summer tournament: it shows under 'Exibir expirados'.
      activity: 'Quadra de tênis 1 / Torneio de duplas de verão',
      times: ['14:00', '18:00'],
      daysOfWeek: WEEKEND,
      total: 16,
      price: 15000,
      modality: 'Torneio',
      endsIn: -20,
    },
    {
      activity: 'Salão de festas / Festa no salão',
      times: ['19:00', '23:30'],
      daysOfWeek: [5, 6],
      total: 1,
      price: 120000,
      extras: [{ name: 'Decoração temática', price: 45000, amount: 1, bySeller: true }],
    },
    {
      activity: 'Quiosque da praia / Day use na praia',
      times: ['09:00', '17:00'],
      daysOfWeek: WEEKEND,
      total: 30,
      guests: 10,
      lodgers: 10,
      lodgersOnly: true,
      price: 8000,
      guestPrice: 4000,
      linkBookings: true,
    },
  ],
  SERRA: [
    {
      activity: 'Trilha da Cachoeira / Caminhada até a cachoeira',
      times: ['08:00', '11:00'],
      daysOfWeek: EVERY_DAY,
      total: 12,
      guests: 4,
      lodgers: 8,
      price: 6000,
      guestPrice: 3000,
      linkBookings: true,
      extras: [{ name: 'Lanche de trilha', price: 2500, amount: 12 }],
    },
    {
      activity: 'Spa / Massagem relaxante',
      times: ['10:00', '19:00'],
      daysOfWeek: EVERY_DAY,
      total: null,
      price: 18000,
      partialTime: true,
    },
    {
      activity: 'Piscina aquecida / Hidroginástica',
      times: ['09:00', '10:00'],
      daysOfWeek: [1, 3, 5],
      total: 15,
      guests: 3,
      lodgers: 6,
      price: 4000,
      guestPrice: 1500,
    },
    {
      activity: 'Quadra de tênis / Aula de tênis',
      times: ['16:00', '17:00'],
      daysOfWeek: [2, 4, 6],
      total: 4,
      guests: 1,
      lodgers: 2,
      price: 9000,
      guestPrice: 3000,
      extras: [RACKET_RENTAL],
    },
    {
      activity: 'Haras / Passeio a cavalo',
      times: ['15:00', '16:30'],
      daysOfWeek: WEEKEND,
      total: 6,
      guests: 2,
      lodgers: 4,
      price: 15000,
      guestPrice: 5000,
      minExperience: 1,
    },
  ],
};

/**
 * Each venture's weekly events, started two months ago with no end (one ended last month), with
 * blocked dates, extras and, at the beach club, a seller as the service provider of some extras.
 */
export async function seedDemoEvents({ tx, ventureIds }: DemoContext): Promise<void> {
  const today = todayInSaoPaulo();
  const [seller] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'vendedor@reserva.dev'));
  for (const ref of DEMO_VENTURE_REFS) {
    const ventureId = ventureIds[ref];
    const places = await tx
      .select({ id: activities.id, name: activities.name, spotId: spots.id, spot: spots.name })
      .from(activities)
      .innerJoin(spots, eq(spots.id, activities.spotId))
      .where(and(eq(activities.ventureId, ventureId), isNull(activities.deletedAt)));
    const activityOf = (key: string) => {
      const place = places.find((candidate) => `${candidate.spot} / ${candidate.name}` === key);
      if (!place) throw new Error(`demo event of an unknown activity: ${key}`);
      return place;
    };
    const spotModalities = await tx
      .select({ id: modalities.id, spotId: modalities.spotId, title: modalities.title })
      .from(modalities)
      .where(
        inArray(
          modalities.spotId,
          places.map((place) => place.spotId),
        ),
      );
    const events = DEMO_EVENTS[ref];
    const created = await tx
      .insert(activitySchedules)
      .values(
        events.map((event, position) => {
          const place = activityOf(event.activity);
          const partial = event.partialTime === true;
          return {
            activityId: place.id,
            ventureId,
            modalityId:
              spotModalities.find(
                (modality) => modality.spotId === place.spotId && modality.title === event.modality,
              )?.id ?? null,
            startDate: addDays(today, event.endsIn === undefined ? -60 : event.endsIn - 90),
            endDate: event.endsIn === undefined ? null : addDays(today, event.endsIn),
            startTime: `${event.times[0]}:00`,
            endTime: `${event.times[1]}:00`,
            daysOfWeek: event.daysOfWeek,
            totalVacancies: partial ? null : event.total,
            guestVacancies: partial ? 0 : (event.guests ?? 0),
            lodgerVacancies: partial ? 0 : (event.lodgers ?? 0),
            isLodgerVacanciesExclusive: event.lodgersOnly ?? false,
            minUserExperience: event.minExperience ?? 0,
            waveSide: event.waveSide ?? null,
            allowLinkBookings: event.linkBookings ?? false,
            allowPartialTimeBookings: partial,
            bookingPrice: event.price,
            guestAdditionalBookingPrice: partial ? 0 : (event.guestPrice ?? 0),
            createdAt: daysAgo(70 - position),
          };
        }),
      )
      .returning({ id: activitySchedules.id });
    const scheduleIds = created.map((row) => row.id);
    // Christmas and New Year's Day off, at every event that would happen then.
    const holidays = [`${today.slice(0, 4)}-12-25`, `${Number(today.slice(0, 4)) + 1}-01-01`];
    await tx
      .insert(scheduleBlocks)
      .values(
        scheduleIds.flatMap((scheduleId) => holidays.map((blockedDate) => ({ scheduleId, blockedDate }))),
      );
    const extras = events.flatMap((event, index) =>
      (event.extras ?? []).map((extra) => ({
        scheduleId: scheduleIds[index] as string,
        name: extra.name,
        price: extra.price,
        isRequired: extra.required ?? false,
        totalAmount: extra.required ? null : extra.amount,
        userId: extra.bySeller && ref === 'PRAIA' ? (seller?.id ?? null) : null,
      })),
    );
    if (extras.length > 0) await tx.insert(scheduleItems).values(extras);
  }
}
