import { experienceLevels, userCategories } from '../../schema/categories';
import { DEMO_VENTURE_REFS, type DemoContext, perVenture, type VentureRef } from './context';

type DemoCategory = Omit<typeof userCategories.$inferInsert, 'ventureId'>;

// Daily limits per person; an unset limit is unlimited ('Ilimitado'), and prices are in cents.
const MEMBER: DemoCategory = {
  title: 'Sócio titular',
  maxDayBookings: 3,
  maxGuestDayBookings: 2,
  maxFreeGuestDayBookings: 1,
  guestBookingPrice: 5000,
};
const LIFE_MEMBER: DemoCategory = { title: 'Sócio remido' };
const DEPENDANT: DemoCategory = {
  title: 'Dependente',
  maxDayBookings: 2,
  maxGuestDayBookings: 1,
  maxFreeGuestDayBookings: 0,
  guestBookingPrice: 5000,
};
// No guest limit of their own: it falls back to the daily one.
const GUEST: DemoCategory = { title: 'Convidado', maxDayBookings: 1 };

const DEMO_CATEGORIES: Record<VentureRef, DemoCategory[]> = {
  PRAIA: [MEMBER, LIFE_MEMBER, DEPENDANT, GUEST],
  SERRA: [
    { ...MEMBER, maxDayBookings: 4, guestBookingPrice: 6000 },
    LIFE_MEMBER,
    DEPENDANT,
    GUEST,
    { title: 'Hóspede', maxDayBookings: 3, maxGuestDayBookings: 2, maxFreeGuestDayBookings: 2 },
  ],
};

// A level books events whose minimum experience lies within its range.
const DEMO_LEVELS = [
  { title: 'Iniciante', level: 1, minAllowedBookingExperience: 0, maxAllowedBookingExperience: 1 },
  { title: 'Intermediário', level: 2, minAllowedBookingExperience: 0, maxAllowedBookingExperience: 2 },
  { title: 'Avançado', level: 3, minAllowedBookingExperience: 0, maxAllowedBookingExperience: 3 },
];

/** Each venture's user categories, with their booking limits, and its experience levels. */
export async function seedDemoCategories({ tx, ventureIds }: DemoContext): Promise<void> {
  await tx
    .insert(userCategories)
    .values(
      perVenture(DEMO_CATEGORIES).map(([ref, category]) => ({ ...category, ventureId: ventureIds[ref] })),
    );
  await tx
    .insert(experienceLevels)
    .values(
      DEMO_VENTURE_REFS.flatMap((ref) =>
        DEMO_LEVELS.map((level) => ({ ...level, ventureId: ventureIds[ref] })),
      ),
    );
}
