import { modalities, spots } from '../../schema/spots';
import { DEMO_VENTURE_REFS, type DemoContext, daysAgo, perVenture, type VentureRef } from './context';
import type { Motif } from './photos';

interface DemoModality {
  title: string;
  description: string;
  isExclusive?: boolean;
}

interface DemoSpot {
  name: string;
  description: string;
  isActive?: boolean;
  isLivingArea?: boolean;
  photo: { motif: Motif; color?: string };
  modalities: DemoModality[];
}

const LESSON = { title: 'Aula', description: 'Com professor, em turmas pelo nível de experiência.' };
const FREE_PLAY = { title: 'Treino livre', description: 'Uso livre do local, sem professor.' };
const TOURNAMENT = {
  title: 'Torneio',
  description: 'Partidas dos torneios internos; ocupa o local inteiro.',
  isExclusive: true,
};
const LANE = { title: 'Raia livre', description: 'Uma raia por pessoa, sem professor.' };

const DEMO_SPOTS: Record<VentureRef, DemoSpot[]> = {
  PRAIA: [
    {
      name: 'Quadra de tênis 1',
      description: 'Quadra de saibro com iluminação para jogos à noite.',
      photo: { motif: 'court' },
      modalities: [LESSON, FREE_PLAY, TOURNAMENT],
    },
    {
      name: 'Quadra de tênis 2',
      description: 'Quadra de piso rápido, ao lado da quadra 1.',
      photo: { motif: 'court', color: '#3f7fbf' },
      modalities: [LESSON, FREE_PLAY],
    },
    {
      name: 'Quadra de beach tennis',
      description: 'Duas redes na areia, em frente ao quiosque.',
      photo: { motif: 'court', color: '#e8c07a' },
      modalities: [LESSON, FREE_PLAY, TOURNAMENT],
    },
    {
      name: 'Piscina semiolímpica',
      description: 'Vinte e cinco metros e seis raias, aquecida de maio a setembro.',
      photo: { motif: 'pool' },
      modalities: [LESSON, LANE],
    },
    {
      name: 'Academia',
      description: 'Musculação e aeróbicos, das 6h às 22h.',
      photo: { motif: 'gym' },
      modalities: [{ title: 'Aula coletiva', description: 'Turmas de até 15 pessoas.' }, FREE_PLAY],
    },
    {
      name: 'Salão de festas',
      description: 'Área de convivência para até 120 pessoas, com cozinha de apoio.',
      isLivingArea: true,
      photo: { motif: 'hall', color: '#b5523b' },
      modalities: [
        {
          title: 'Locação exclusiva',
          description: 'O salão inteiro para o evento de um sócio.',
          isExclusive: true,
        },
      ],
    },
    {
      name: 'Quiosque da praia',
      description: 'Guarda-sóis e espreguiçadeiras à beira-mar.',
      isLivingArea: true,
      photo: { motif: 'kiosk', color: '#1e88e5' },
      modalities: [{ title: 'Day use', description: 'Um dia de praia com guarda-sol reservado.' }],
    },
    {
      name: 'Quadra de squash',
      description: 'Em reforma: volta a abrir no próximo mês.',
      isActive: false,
      photo: { motif: 'court', color: '#b0bec5' },
      modalities: [],
    },
  ],
  SERRA: [
    {
      name: 'Trilha da Cachoeira',
      description: 'Quatro quilômetros pela mata até a cachoeira, nível moderado.',
      photo: { motif: 'trail' },
      modalities: [{ title: 'Caminhada guiada', description: 'Grupos de até 12 pessoas com guia.' }],
    },
    {
      name: 'Spa',
      description: 'Salas de massagem, sauna e ofurô.',
      photo: { motif: 'spa' },
      modalities: [
        { title: 'Individual', description: 'Uma pessoa por sala.' },
        { title: 'Casal', description: 'A sala dupla para duas pessoas.', isExclusive: true },
      ],
    },
    {
      name: 'Piscina aquecida',
      description: 'Piscina coberta, aquecida a 30 °C o ano todo.',
      photo: { motif: 'pool' },
      modalities: [LESSON, LANE],
    },
    {
      name: 'Quadra de tênis',
      description: 'Quadra de saibro com vista para o vale.',
      photo: { motif: 'court' },
      modalities: [LESSON, FREE_PLAY, TOURNAMENT],
    },
    {
      name: 'Academia',
      description: 'Aparelhos de musculação e bicicletas com vista para a mata.',
      photo: { motif: 'gym' },
      modalities: [FREE_PLAY],
    },
    {
      name: 'Salão de jogos',
      description: 'Área de convivência com lareira, sinuca e jogos de tabuleiro.',
      isLivingArea: true,
      photo: { motif: 'billiards' },
      modalities: [{ title: 'Mesa de sinuca', description: 'Uma mesa por uma hora.' }],
    },
    {
      name: 'Haras',
      description: 'Cavalos mansos e monitores, para todas as idades.',
      photo: { motif: 'fence' },
      modalities: [LESSON, { title: 'Passeio', description: 'Uma volta pelas trilhas do resort.' }],
    },
  ],
};

const BACKDROP = { PRAIA: 'beach', SERRA: 'mountain' } as const;
// Each venture's spots are on its grounds: the public booking form shows this address.
const ADDRESS: Record<VentureRef, string> = {
  PRAIA: 'Av. Bartolomeu de Gusmão, 1200, Embaré, Santos/SP',
  SERRA: 'Estrada do Horto Florestal, 3500, Campos do Jordão/SP',
};

export type DemoSpotIds = Record<VentureRef, Map<string, string>>;

/** Each venture's spots, with photos and modalities; answers their ids by venture and name. */
export async function seedDemoSpots({ tx, photos, ventureIds }: DemoContext): Promise<DemoSpotIds> {
  const rows = await Promise.all(
    perVenture(DEMO_SPOTS).map(async ([ref, { photo, modalities: _modalities, ...spot }, position]) => ({
      ...spot,
      address: ADDRESS[ref],
      ventureId: ventureIds[ref],
      avatarPath: await photos.store('spots', { backdrop: BACKDROP[ref], ...photo }),
      createdAt: daysAgo(200 - position * 20),
    })),
  );
  const created = await tx
    .insert(spots)
    .values(rows)
    .returning({ id: spots.id, ventureId: spots.ventureId, name: spots.name });
  const ids: DemoSpotIds = { PRAIA: new Map(), SERRA: new Map() };
  for (const row of created) {
    const ref = DEMO_VENTURE_REFS.find((candidate) => ventureIds[candidate] === row.ventureId) as VentureRef;
    ids[ref].set(row.name, row.id);
  }
  await tx
    .insert(modalities)
    .values(
      perVenture(DEMO_SPOTS).flatMap(([ref, spot]) =>
        spot.modalities.map((modality) => ({ ...modality, spotId: ids[ref].get(spot.name) as string })),
      ),
    );
  return ids;
}
