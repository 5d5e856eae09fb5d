import type { Executor } from '../../client';
import { ventures } from '../../schema/ventures';
import { DEMO_VENTURE_REFS, daysAgo, type VentureRef } from './context';
import type { DemoPhotos, Scene } from './photos';

type DemoVenture = Omit<typeof ventures.$inferInsert, 'ref'> & { photo: Scene };

const DEMO_VENTURES: Record<VentureRef, DemoVenture> = {
  PRAIA: {
    name: 'Reserva Praia Clube',
    email: 'praia@reserva.dev',
    cnpj: '11222333000181',
    phone: '+551332221100',
    bio: 'Clube à beira-mar com quadras de tênis e de beach tennis, piscina semiolímpica e salão de festas.',
    photo: { backdrop: 'beach', motif: 'kiosk', color: '#e53935' },
    bookingHorizonDays: 60,
    createdAt: daysAgo(400),
  },
  SERRA: {
    name: 'Reserva Serra Resort',
    email: 'serra@reserva.dev',
    cnpj: '45723174000110',
    phone: '+551236681500',
    bio: 'Resort na serra com trilhas, spa, haras e piscina aquecida.',
    photo: { backdrop: 'mountain', motif: 'hall', color: '#b5523b' },
    // A resort's guests plan their stays further ahead than a club's members.
    bookingHorizonDays: 90,
    createdAt: daysAgo(300),
  },
};

/** The demo operator's two ventures, with their photos; answers their ids by ref. */
export async function seedDemoVentures(
  tx: Executor,
  photos: DemoPhotos,
): Promise<Record<VentureRef, string>> {
  const rows = await Promise.all(
    DEMO_VENTURE_REFS.map(async (ref) => {
      const { photo, ...venture } = DEMO_VENTURES[ref];
      return { ...venture, ref, avatarPath: await photos.store('ventures', photo) };
    }),
  );
  const created = await tx.insert(ventures).values(rows).returning({ id: ventures.id, ref: ventures.ref });
  const idOf = (ref: VentureRef) => created.find((row) => row.ref === ref)?.id as string;
  return { PRAIA: idOf('PRAIA'), SERRA: idOf('SERRA') };
}
