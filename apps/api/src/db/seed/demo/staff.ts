import { users, userVentures } from '../../schema/users';
import { groupIdsByKey } from '../reference-data';
import type { DemoContext } from './context';

export const DEMO_STAFF = [
  { email: 'master@reserva.dev', name: 'Mariana Souza', group: 'MASTER', everyVenture: true },
  { email: 'admin@reserva.dev', name: 'André Lima', group: 'ADMIN', everyVenture: true },
  { email: 'vendedor@reserva.dev', name: 'Vanessa Rocha', group: 'SELLER', everyVenture: false },
  { email: 'portaria@reserva.dev', name: 'Paulo Ribeiro', group: 'CONCIERGE', everyVenture: false },
  { email: 'funcionario@reserva.dev', name: 'Fernanda Alves', group: 'EMPLOYEE', everyVenture: false },
] as const;

type DemoStaffEmail = (typeof DEMO_STAFF)[number]['email'];
/** The demo staff users by e-mail, for the areas that act as one of them (bookings, check-ins). */
export type DemoStaff = Record<DemoStaffEmail, { id: string; name: string }>;

/** A staff user of each staff group: MASTER and ADMIN in both ventures, the others in the beach club. */
export async function seedDemoStaff(
  { tx, ventureIds }: DemoContext,
  passwordHash: string,
): Promise<DemoStaff> {
  const groups = await groupIdsByKey(
    tx,
    DEMO_STAFF.map((member) => member.group),
  );
  const staff = await tx
    .insert(users)
    .values(
      DEMO_STAFF.map((member) => ({
        email: member.email,
        name: member.name,
        passwordHash,
        featureGroupId: groups.get(member.group) as string,
        confirmPending: false,
      })),
    )
    .returning({ id: users.id, email: users.email, name: users.name });
  await tx.insert(userVentures).values(
    staff.flatMap((user) => {
      const member = DEMO_STAFF.find((candidate) => candidate.email === user.email);
      const linked = member?.everyVenture ? [ventureIds.PRAIA, ventureIds.SERRA] : [ventureIds.PRAIA];
      return linked.map((ventureId) => ({ userId: user.id, ventureId }));
    }),
  );
  return Object.fromEntries(staff.map((user) => [user.email, { id: user.id, name: user.name }])) as DemoStaff;
}
