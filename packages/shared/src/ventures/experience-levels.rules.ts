import { EXPERIENCE_FILTERS } from '../people/people.rules';
import type { FeatureKey } from '../permissions/permissions';
import { experienceLabel } from '../schedules/schedules.rules';
import type { ExperienceRefusal, LevelRange } from './experience-levels.schemas';

// How screens name experience (docs/decisions.md, Events: Minimum experience). An event stores a code of
// spec 001 s.9 and a person's onboard a level number of its venture; staff read both as the venture's
// levels with their titles. `levels` null means the screen does not know them (its user lacks the
// levels read key): the codes' labels are shown instead.

type NamedLevel = Pick<LevelRange, 'level' | 'title'>;

/** The keys that read a venture's levels (spec 002 s.2); screens of users without them show the codes. */
export const EXPERIENCE_LEVEL_READ_KEYS = [
  'VENTURE_EXPERIENCE_LEVEL_FULL_ACCESS',
  'VENTURE_EXPERIENCE_LEVEL_READ_ACCESS',
] as const satisfies readonly FeatureKey[];

export const ALL_LEVELS_TEXT = 'Todos os níveis';
export const NO_LEVEL_TEXT = 'Nenhum nível do empreendimento';
export const WITHOUT_LEVEL_TEXT = 'Sem nível';

/** '3 · Avançado'. */
export function levelName(level: NamedLevel): string {
  return `${level.level} · ${level.title}`;
}

/** Code 0 takes every person with an onboard: the booking rule checks no level (docs/decisions.md, Bookings). */
export function isOpenToAll(code: number): boolean {
  return code === 0;
}

/** The venture's levels whose range holds the event's code, by level: those that may book it (above 0). */
export function levelsAllowedFor<Level extends LevelRange>(code: number, levels: readonly Level[]): Level[] {
  return levels
    .filter((level) => level.minAllowedBookingExperience <= code && code <= level.maxAllowedBookingExperience)
    .sort((a, b) => a.level - b.level);
}

/**
 * Who may book an event of this code: 'Todos os níveis' at 0, the levels ('2 · Intermediário,
 * 3 · Avançado'), 'Nenhum nível do empreendimento', or the code's label ('Nível 5') without the levels.
 */
export function whoMayBook(code: number, levels: readonly LevelRange[] | null): string {
  if (isOpenToAll(code)) return ALL_LEVELS_TEXT;
  if (levels === null) return experienceLabel(code);
  const allowed = levelsAllowedFor(code, levels);
  return allowed.length === 0 ? NO_LEVEL_TEXT : allowed.map(levelName).join(', ');
}

/** The event form's option of a code: 'Nível 5 — 2 · Intermediário, 3 · Avançado' (the label alone without the levels). */
export function experienceOptionLabel(code: number, levels: readonly LevelRange[] | null): string {
  const label = experienceLabel(code);
  return levels === null && !isOpenToAll(code) ? label : `${label} — ${whoMayBook(code, levels)}`;
}

/**
 * A person's level in a venture: '3 · Avançado'; 'Sem nível' at 0 (an onboard not finished), unless
 * the venture has a level 0; 'Nível N' for a level the venture no longer has, or without its levels;
 * a dash without an onboard (null).
 */
export function personLevelText(experience: number | null, levels: readonly NamedLevel[] | null): string {
  if (experience === null) return '—';
  const level = levels?.find((candidate) => candidate.level === experience);
  if (level) return levelName(level);
  return experience === 0 ? WITHOUT_LEVEL_TEXT : `Nível ${experience}`;
}

/**
 * The people lists' experience filter: every one (-1), 'Sem nível' (0, unless a level 0 exists) and
 * each venture level; the filter compares the onboard's level number. Without the levels, the spec's
 * options (spec 000 s.2).
 */
export function personLevelFilters(levels: readonly NamedLevel[] | null): { value: number; label: string }[] {
  if (levels === null) return EXPERIENCE_FILTERS.map((option) => ({ ...option }));
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  return [
    { value: -1, label: 'Todos' },
    ...(sorted.some((level) => level.level === 0) ? [] : [{ value: 0, label: WITHOUT_LEVEL_TEXT }]),
    ...sorted.map((level) => ({ value: level.level, label: levelName(level) })),
  ];
}

/** The booking refusal's detail: who may book the event and the person's level. */
export function experienceRefusalText(refusal: ExperienceRefusal): string {
  return `Podem reservar este evento: ${whoMayBook(refusal.minUserExperience, refusal.levels)}. Nível do usuário: ${personLevelText(refusal.experience, refusal.levels)}.`;
}
