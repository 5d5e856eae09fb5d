import { activities, activityItems } from '../../schema/activities';
import { type DemoContext, daysAgo, perVenture, type VentureRef } from './context';
import type { DemoSpotIds } from './spots';

interface DemoItem {
  name: string;
  description: string;
}

interface DemoActivity {
  spot: string;
  name: string;
  description: string;
  /** Cents; null when the activity's events carry their own prices. */
  bookingPrice: number | null;
  isActive?: boolean;
  items: DemoItem[];
}

const RACKET = { name: 'Raquete', description: 'Empréstimo durante a reserva.' };
const BALLS = { name: 'Bolinhas', description: 'Um tubo com três bolinhas novas.' };
const TOWEL = { name: 'Toalha', description: 'Toalha de banho do clube.' };
const WATER = { name: 'Garrafa de água', description: 'Água mineral gelada, 500 ml.' };
const SWIM_CAP = { name: 'Touca', description: 'Touca de silicone, obrigatória na piscina.' };
const GOGGLES = { name: 'Óculos de natação', description: 'Empréstimo durante a aula.' };
const ROBE = { name: 'Roupão', description: 'Roupão e chinelos para o circuito do spa.' };

const DEMO_ACTIVITIES: Record<VentureRef, DemoActivity[]> = {
  PRAIA: [
    {
      spot: 'Quadra de tênis 1',
      name: 'Aula de tênis',
      description: 'Aulas de uma hora com professor, para todos os níveis.',
      bookingPrice: 12000,
      items: [RACKET, BALLS, TOWEL],
    },
    {
      spot: 'Quadra de tênis 1',
      name: 'Torneio de duplas de verão',
      description: 'Torneio interno de duplas; inscrições encerradas.',
      bookingPrice: 15000,
      isActive: false,
      items: [],
    },
    {
      spot: 'Quadra de tênis 2',
      name: 'Locação de quadra de tênis',
      description: 'Uma hora de quadra para jogar com quem quiser.',
      bookingPrice: 6000,
      items: [RACKET, BALLS],
    },
    {
      spot: 'Quadra de beach tennis',
      name: 'Aula de beach tennis',
      description: 'Turmas de até quatro alunos, na areia.',
      bookingPrice: 8000,
      items: [{ name: 'Raquete de beach tennis', description: 'Empréstimo durante a aula.' }, BALLS, TOWEL],
    },
    {
      spot: 'Piscina semiolímpica',
      name: 'Natação',
      description: 'Aulas para adultos e crianças a partir de 6 anos.',
      bookingPrice: 9000,
      items: [SWIM_CAP, GOGGLES, TOWEL],
    },
    {
      spot: 'Piscina semiolímpica',
      name: 'Hidroginástica',
      description: 'Exercícios na água, de baixo impacto.',
      bookingPrice: 7000,
      items: [TOWEL],
    },
    {
      spot: 'Academia',
      name: 'Musculação',
      description: 'Treino na sala de musculação com acompanhamento de instrutor.',
      bookingPrice: null,
      items: [TOWEL],
    },
    {
      spot: 'Academia',
      name: 'Treino funcional',
      description: 'Circuito em grupo de 45 minutos.',
      bookingPrice: 5000,
      items: [TOWEL, WATER],
    },
    {
      spot: 'Salão de festas',
      name: 'Festa no salão',
      description: 'O salão para aniversários e confraternizações de sócios.',
      bookingPrice: 150000,
      items: [
        { name: 'Mesas e cadeiras extras', description: 'Dez mesas com quatro cadeiras cada.' },
        { name: 'Limpeza após o evento', description: 'Equipe de limpeza no fim da festa.' },
      ],
    },
    {
      spot: 'Quiosque da praia',
      name: 'Day use na praia',
      description: 'Guarda-sol e duas espreguiçadeiras por um dia.',
      bookingPrice: null,
      items: [{ name: 'Guarda-sol extra', description: 'Mais um guarda-sol ao lado do seu.' }, TOWEL],
    },
  ],
  SERRA: [
    {
      spot: 'Trilha da Cachoeira',
      name: 'Caminhada até a cachoeira',
      description: 'Saída às 8h com guia; leve água e calçado fechado.',
      bookingPrice: 4000,
      items: [{ name: 'Bastão de caminhada', description: 'Par de bastões ajustáveis.' }, WATER],
    },
    {
      spot: 'Spa',
      name: 'Massagem relaxante',
      description: 'Cinquenta minutos com óleos aromáticos.',
      bookingPrice: 22000,
      items: [ROBE, TOWEL],
    },
    {
      spot: 'Spa',
      name: 'Day spa',
      description: 'Sauna, ofurô e massagem em uma tarde.',
      bookingPrice: 35000,
      items: [ROBE, { name: 'Chá da tarde', description: 'Chás e quitutes servidos no ofurô.' }],
    },
    {
      spot: 'Piscina aquecida',
      name: 'Hidroginástica',
      description: 'Exercícios na água aquecida, de baixo impacto.',
      bookingPrice: 6000,
      items: [TOWEL],
    },
    {
      spot: 'Piscina aquecida',
      name: 'Natação infantil',
      description: 'Turmas de 4 a 10 anos.',
      bookingPrice: 7000,
      items: [SWIM_CAP, GOGGLES],
    },
    {
      spot: 'Quadra de tênis',
      name: 'Aula de tênis',
      description: 'Aulas de uma hora com professor, para todos os níveis.',
      bookingPrice: 11000,
      items: [RACKET, BALLS, TOWEL],
    },
    {
      spot: 'Academia',
      name: 'Musculação',
      description: 'Treino livre nos aparelhos.',
      bookingPrice: null,
      items: [TOWEL],
    },
    {
      spot: 'Salão de jogos',
      name: 'Torneio de sinuca',
      description: 'Às sextas, com premiação para os finalistas.',
      bookingPrice: null,
      items: [{ name: 'Taco profissional', description: 'Taco de madeira com estojo.' }],
    },
    {
      spot: 'Haras',
      name: 'Passeio a cavalo',
      description: 'Uma hora pelas trilhas do resort, com monitor.',
      bookingPrice: 15000,
      items: [
        { name: 'Capacete', description: 'Obrigatório para menores de 18 anos.' },
        { name: 'Botas de montaria', description: 'Do 34 ao 44.' },
      ],
    },
  ],
};

/** Each venture's activities at its spots, with the optionals a booking may pick. */
export async function seedDemoActivities(
  { tx, ventureIds }: DemoContext,
  spotIds: DemoSpotIds,
): Promise<void> {
  const demo = perVenture(DEMO_ACTIVITIES);
  const created = await tx
    .insert(activities)
    .values(
      demo.map(([ref, { spot, items: _items, ...activity }, position]) => ({
        ...activity,
        spotId: spotIds[ref].get(spot) as string,
        ventureId: ventureIds[ref],
        createdAt: daysAgo(150 - position * 10),
      })),
    )
    .returning({ id: activities.id, spotId: activities.spotId, name: activities.name });
  const idOf = (spotId: string, name: string) =>
    created.find((row) => row.spotId === spotId && row.name === name)?.id as string;
  await tx.insert(activityItems).values(
    demo.flatMap(([ref, activity]) =>
      activity.items.map((item) => ({
        ...item,
        activityId: idOf(spotIds[ref].get(activity.spot) as string, activity.name),
      })),
    ),
  );
}
