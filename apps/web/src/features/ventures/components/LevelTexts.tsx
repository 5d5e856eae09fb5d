import { personLevelText, whoMayBook } from '@reserva/shared/ventures/experience-levels.rules';
import { useExperienceLevels } from '../api';

// Experience as staff read it, in the venture's levels (docs/decisions.md, Events: Minimum experience),
// for detail items. A table reads the levels once (`useExperienceLevels`) and names every cell with
// the shared rules: a hook per cell was a query subscription per row.

/** A venture's levels as `useExperienceLevels` answers them. */
export type VentureLevels = ReturnType<typeof useExperienceLevels>;

/** Who may book an event of `code`: '2 · Intermediário, 3 · Avançado', 'Todos os níveis'… */
export function WhoMayBook({ code, ventureId }: { code: number; ventureId?: string }) {
  return whoMayBook(code, useExperienceLevels(ventureId));
}

/** A person's level in the venture: '3 · Avançado', 'Sem nível', or a dash without an onboard. */
export function PersonLevel({ experience, ventureId }: { experience: number | null; ventureId?: string }) {
  return personLevelText(experience, useExperienceLevels(ventureId));
}
