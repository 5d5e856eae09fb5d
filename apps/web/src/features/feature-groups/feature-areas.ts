import { featureArea, OTHER_AREA } from '@reserva/shared/permissions/feature-names';
import { FEATURE_KEYS } from '@reserva/shared/permissions/permissions';

// The permission lists group keys by the area of the product they open (packages/shared
// feature-names.ts); inside an area the product's own keys keep the catalogue's order (full, read,
// write, delete…), then invented ones by key.

const CATALOGUE_ORDER: ReadonlyMap<string, number> = new Map(FEATURE_KEYS.map((key, index) => [key, index]));

function byCatalogueThenKey(a: { key: string }, b: { key: string }): number {
  const order = (key: string) => CATALOGUE_ORDER.get(key) ?? FEATURE_KEYS.length;
  return order(a.key) - order(b.key) || a.key.localeCompare(b.key);
}

export interface Area<Item> {
  name: string;
  items: Item[];
}

/** Items grouped by area, areas in alphabetical order with 'Outras' last. */
export function groupByArea<Item extends { key: string }>(items: readonly Item[]): Area<Item>[] {
  const areas = new Map<string, Item[]>();
  for (const item of [...items].sort(byCatalogueThenKey)) {
    const name = featureArea(item.key);
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
