import type { VentureDependents } from '@reserva/shared/ventures/ventures.schemas';

const NAMES: Record<keyof VentureDependents, [one: string, many: string]> = {
  userCategories: ['categoria de usuário', 'categorias de usuário'],
  experienceLevels: ['nível de experiência', 'níveis de experiência'],
  spots: ['local', 'locais'],
  activities: ['atividade', 'atividades'],
};

const count = new Intl.NumberFormat('pt-BR');

/** What goes with a venture, one line per kind it has: ['2 categorias de usuário', '1 local']. */
export function dependentLines(dependents: VentureDependents): string[] {
  return (Object.keys(NAMES) as (keyof VentureDependents)[])
    .filter((kind) => dependents[kind] > 0)
    .map((kind) => {
      const [one, many] = NAMES[kind];
      return `${count.format(dependents[kind])} ${dependents[kind] === 1 ? one : many}`;
    });
}
