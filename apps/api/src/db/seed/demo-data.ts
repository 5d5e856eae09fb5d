import { count } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords';
import type { Database } from '../client';
import { users, userVentures } from '../schema/users';
import { ventures } from '../schema/ventures';
import { groupIdsByKey } from './reference-data';

export const DEMO_PASSWORD = 'reserva123';

const DEMO_STAFF = [
  { email: 'master@reserva.dev', name: 'Mariana Souza', group: 'MASTER', everyVenture: true },
  { email: 'admin@reserva.dev', name: 'André Lima', group: 'ADMIN', everyVenture: true },
  { email: 'vendedor@reserva.dev', name: 'Vanessa Rocha', group: 'SELLER', everyVenture: false },
  { email: 'portaria@reserva.dev', name: 'Paulo Ribeiro', group: 'CONCIERGE', everyVenture: false },
  { email: 'funcionario@reserva.dev', name: 'Fernanda Alves', group: 'EMPLOYEE', everyVenture: false },
] as const;

/** One operator with two ventures and a staff user of each staff group; only into an empty database. */
export async function seedDemoData(db: Database): Promise<string[] | null> {
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const groups = await groupIdsByKey(
    db,
    DEMO_STAFF.map((member) => member.group),
  );
  await db.transaction(async (tx) => {
    const [beach, mountain] = await tx
      .insert(ventures)
      .values([
        { name: 'Reserva Praia Clube', ref: 'PRAIA', email: 'praia@reserva.dev', cnpj: '11222333000181' },
        { name: 'Reserva Serra Resort', ref: 'SERRA', email: 'serra@reserva.dev', cnpj: '45723174000110' },
      ])
      .returning({ id: ventures.id });
    if (!beach || !mountain) throw new Error('demo ventures not created');
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
      .returning({ id: users.id, email: users.email });
    await tx.insert(userVentures).values(
      staff.flatMap((user) => {
        const member = DEMO_STAFF.find((candidate) => candidate.email === user.email);
        const linked = member?.everyVenture ? [beach.id, mountain.id] : [beach.id];
        return linked.map((ventureId) => ({ userId: user.id, ventureId }));
      }),
    );
  });
  return DEMO_STAFF.map((member) => member.email);
}
