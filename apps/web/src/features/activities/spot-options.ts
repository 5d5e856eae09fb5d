import type { SpotListItem } from '@reserva/shared/spots/spots.schemas';

export interface SpotOption {
  value: string;
  label: string;
}

/** The spot select's options by name; grouped by venture when they come from several (a MASTER's). */
export function spotOptions(spots: SpotListItem[]): SpotOption[] | { group: string; items: SpotOption[] }[] {
  const toOption = (spot: SpotListItem) => ({ value: spot.id, label: spot.name });
  const byVenture = new Map<string, SpotListItem[]>();
  for (const spot of spots)
    byVenture.set(spot.venture.name, [...(byVenture.get(spot.venture.name) ?? []), spot]);
  if (byVenture.size <= 1) return spots.map(toOption);
  return [...byVenture].map(([group, items]) => ({ group, items: items.map(toOption) }));
}
