import { inArray } from 'drizzle-orm';
import {
  faceMatchThumbnail,
  photoOfAnotherWoman,
  photoWithOneFace,
} from '../../../modules/faces/sample-faces';
import { onboards, userCategories, userCategoryLinks } from '../../schema/categories';
import { addresses, users, userVentures } from '../../schema/users';
import { groupIdsByKey } from '../reference-data';
import { type DemoContext, daysAgo, type VentureRef } from './context';

// Demo people of both demo ventures: members (some with dependants and guests, one blocked), and
// lodgers, most with foreign documents. Registered as the screens would: the categories of
// categories.ts, an onboard per venture (some finished at a level), addresses. Creation dates run over
// the past months, the newest person registered today.

/** The members' app's demo member (Ana Almeida Silva, of the beach club). */
export const DEMO_APP_MEMBER = 'socio@reserva.dev';

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Felipe', 'Gabriela', 'Heitor', 'Isabela', 'João'];
const LAST = ['Almeida', 'Barbosa', 'Cardoso', 'Duarte', 'Esteves', 'Ferraz', 'Gomes', 'Honorato'];
const CHILDREN = ['Lucas', 'Marina', 'Nina', 'Otávio', 'Pedro', 'Rafaela', 'Sofia', 'Tiago'];
const GUESTS = ['Vera Lúcia Prado', 'Wagner Tavares', 'Yara Nogueira', 'Zeca Moreira', 'Úrsula Campos'];
const LODGERS = [
  { name: 'Hannah Schmidt', type: 'PASSPORT', document: 'C4RT9L2KX' },
  { name: 'Lucía Fernández', type: 'RNE', document: 'V1234567' },
  { name: 'John Carter', type: 'DRIVERS_LICENSE', document: 'D19283746' },
  { name: 'Marie Dubois', type: 'PASSPORT', document: '18AV52213' },
  { name: 'Carlos Mendes', type: null, document: null },
  { name: 'Kenji Tanaka', type: 'OTHERS', document: 'TK8821' },
] as const;

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');

type NewUser = typeof users.$inferInsert;

/** Members with their dependants and guests in PRAIA and SERRA, and lodgers in PRAIA. */
/** The n-th demo CPF: a fixed 9-digit base per person and its two check digits, the same on every run. */
function demoCpf(n: number): string {
  const base = String(210_000_000 + n * 7_919).padStart(9, '0');
  const checkDigit = (digits: string) => {
    const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return String(rest === 10 ? 0 : rest);
  };
  const first = checkDigit(base);
  return base + first + checkDigit(base + first);
}

/**
 * The first three members of PRAIA have a real photo and consented to FaceID, so that the gate's camera
 * knows them on a first start: the enrolment job (not the seed) computes their descriptors.
 */
const FACES: Record<number, () => Promise<Buffer>> = {
  0: photoWithOneFace,
  1: () => faceMatchThumbnail(0, 0),
  2: photoOfAnotherWoman,
};

export async function seedDemoPeople(
  { tx, ventureIds, photos }: DemoContext,
  passwordHash: string,
): Promise<void> {
  const groups = await groupIdsByKey(tx, ['MEMBER', 'DEPENDANT', 'GUEST', 'LODGER']);
  const group = (key: string) => groups.get(key) as string;
  const categoryRows = await tx
    .select({ id: userCategories.id, ventureId: userCategories.ventureId, title: userCategories.title })
    .from(userCategories)
    .where(inArray(userCategories.ventureId, Object.values(ventureIds)));
  const categoryOf = (ref: VentureRef, title: string) =>
    categoryRows.find((row) => row.ventureId === ventureIds[ref] && row.title === title)?.id;

  let index = 0;
  const person = (name: string, key: string, values: Partial<NewUser> = {}): NewUser => {
    index += 1;
    return {
      name,
      email: `${slug(name)}.${index}@exemplo.com.br`,
      cpf: demoCpf(index),
      phone: `+55489${String(91000000 + index * 7919).slice(0, 8)}`,
      birthDate: `${1960 + (index % 40)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
      featureGroupId: group(key),
      // Two in three have set their password in the app.
      confirmPending: index % 3 === 0,
      passwordHash: index % 3 === 0 ? null : passwordHash,
      // Spread over the past months, in the order they are written: later records are newer.
      createdAt: daysAgo(180 - index * 2),
      ...values,
    };
  };
  const insert = async (values: NewUser, ref: VentureRef, onboard: Partial<typeof onboards.$inferInsert>) => {
    const [row] = await tx.insert(users).values(values).returning({ id: users.id });
    const userId = row?.id as string;
    await tx.insert(userVentures).values({ userId, ventureId: ventureIds[ref] });
    await tx.insert(onboards).values({ userId, ventureId: ventureIds[ref], ...onboard });
    return userId;
  };
  // One person of each kind signs in to the members' app with the demo password (README).
  const appAccount = (email: string, when: boolean): Partial<NewUser> =>
    when ? { email, passwordHash, confirmPending: false } : {};
  const link = async (userId: string, categoryId: string | undefined) => {
    if (categoryId) await tx.insert(userCategoryLinks).values({ userId, categoryId });
  };

  for (const [ref, count] of [
    ['PRAIA', 18],
    ['SERRA', 12],
  ] as const) {
    for (let n = 0; n < count; n++) {
      const name = `${FIRST[(n + (ref === 'SERRA' ? 5 : 0)) % FIRST.length]} ${LAST[n % LAST.length]} ${ref === 'PRAIA' ? 'Silva' : 'Rocha'}`;
      // A quarter finished their onboarding at one of the venture's levels (1-3), a quarter partly.
      const onboard = {
        onboardType: n % 4 === 1 ? 'COMPLETED' : n % 4 === 2 ? 'PARTIAL' : 'PENDING',
        experience: n % 4 === 1 ? (n % 3) + 1 : 0,
      } as const;
      const face = ref === 'PRAIA' ? FACES[n] : undefined;
      const faceValues = face && {
        avatarPath: await photos.storeImage('users', await face()),
        faceConsentAt: new Date(),
      };
      const memberId = await insert(
        person(name, 'MEMBER', {
          isBlocked: ref === 'PRAIA' && n === 5,
          ...faceValues,
          ...appAccount(DEMO_APP_MEMBER, ref === 'PRAIA' && n === 0),
        }),
        ref,
        onboard,
      );
      await link(memberId, categoryOf(ref, n % 5 === 4 ? 'Sócio remido' : 'Sócio titular'));
      if (n % 2 === 0) {
        const surname = name.split(' ').slice(1).join(' ');
        for (const [c, child] of CHILDREN.slice(n % 6, (n % 6) + (n % 4 === 0 ? 2 : 1)).entries()) {
          const id = await insert(
            person(`${child} ${surname}`, 'DEPENDANT', {
              hostId: memberId,
              ...appAccount('dependente@reserva.dev', ref === 'PRAIA' && n === 0 && c === 0),
            }),
            ref,
            onboard,
          );
          await link(id, categoryOf(ref, 'Dependente'));
        }
      }
      if (n % 3 === 0) {
        const guest = person(GUESTS[n % GUESTS.length] as string, 'GUEST', {
          hostId: memberId,
          ...appAccount('convidado@reserva.dev', ref === 'PRAIA' && n === 0),
        });
        await link(await insert(guest, ref, {}), categoryOf(ref, 'Convidado'));
      }
      if (n % 2 === 1) {
        await tx.insert(addresses).values({
          userId: memberId,
          street: 'Avenida Beira-Mar Norte',
          number: String(100 + n * 10),
          neighborhood: 'Centro',
          city: 'Florianópolis',
          state: 'SC',
          country: 'BR',
          zipCode: '88015700',
        });
      }
    }
  }

  for (const [l, lodger] of LODGERS.entries()) {
    const foreign = lodger.type !== null;
    await insert(
      person(lodger.name, 'LODGER', {
        ...(foreign && { cpf: null }),
        useForeignerDocument: foreign,
        foreignerDocumentType: lodger.type,
        foreignerDocument: lodger.document,
        phone: foreign ? '+351912345678' : '+5548998123456',
        ...appAccount('hospede@reserva.dev', l === 0),
      }),
      'PRAIA',
      {},
    );
  }
}
