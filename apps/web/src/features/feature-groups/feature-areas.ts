// The permissions checklist groups keys by the area of the product they open, named by the key's
// first word (BOOKING_CHECKIN_WRITE_ACCESS → Reservas). Keys an administrator invents with another
// first word fall under 'Outras'.

const AREAS: Record<string, string> = {
  WEB: 'Acesso aos aplicativos',
  APP: 'Acesso aos aplicativos',
  BOOKING: 'Reservas',
  ACTIVITY: 'Atividades',
  SPOT: 'Locais',
  VENTURE: 'Empreendimentos',
  USER: 'Usuários',
  EMPLOYEE: 'Usuários',
  LODGER: 'Hóspedes',
  FEATURE: 'Permissões',
  NOTIFICATION: 'Notificações',
};

export const OTHER_AREA = 'Outras';

export function areaOf(key: string): string {
  return AREAS[key.split('_')[0] ?? ''] ?? OTHER_AREA;
}

export interface Area<Item> {
  name: string;
  items: Item[];
}

/** Items grouped by area, areas in alphabetical order with 'Outras' last, items in key order. */
export function groupByArea<Item extends { key: string }>(items: readonly Item[]): Area<Item>[] {
  const areas = new Map<string, Item[]>();
  for (const item of [...items].sort((a, b) => a.key.localeCompare(b.key))) {
    const name = areaOf(item.key);
    areas.set(name, [...(areas.get(name) ?? []), item]);
  }
  return [...areas]
    .map(([name, grouped]) => ({ name, items: grouped }))
    .sort((a, b) =>
      a.name === OTHER_AREA ? 1 : b.name === OTHER_AREA ? -1 : a.name.localeCompare(b.name, 'pt-BR'),
    );
}

/** Whether a feature matches the checklist's search text (key or name, any case, accents ignored). */
export function matchesSearch(feature: { key: string; name: string }, search: string): boolean {
  const wanted = fold(search.trim());
  return wanted === '' || fold(feature.key).includes(wanted) || fold(feature.name).includes(wanted);
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
