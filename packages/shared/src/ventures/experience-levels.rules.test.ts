import { describe, expect, it } from 'vitest';
import {
  experienceOptionLabel,
  experienceRefusalText,
  levelsAllowedFor,
  personLevelFilters,
  personLevelText,
  whoMayBook,
} from './experience-levels.rules';

// The demo club's levels, listed out of order: a range holds the event codes the level may book.
const LEVELS = [
  { level: 3, title: 'Avançado', minAllowedBookingExperience: 0, maxAllowedBookingExperience: 3 },
  { level: 1, title: 'Iniciante', minAllowedBookingExperience: 0, maxAllowedBookingExperience: 1 },
  { level: 2, title: 'Intermediário', minAllowedBookingExperience: 0, maxAllowedBookingExperience: 2 },
];

describe('who may book an event', () => {
  it('names the levels whose range holds the code, by level', () => {
    expect(levelsAllowedFor(2, LEVELS).map((level) => level.level)).toEqual([2, 3]);
    expect(whoMayBook(2, LEVELS)).toBe('2 · Intermediário, 3 · Avançado');
    expect(whoMayBook(3, LEVELS)).toBe('3 · Avançado');
    // The case: 'Nível 5' (code 2) reads as the levels that book it, not as a level 5.
    expect(whoMayBook(1, LEVELS)).toBe('1 · Iniciante, 2 · Intermediário, 3 · Avançado');
  });

  it('says every level at code 0, none when no range holds the code, and the label without the levels', () => {
    expect(whoMayBook(0, LEVELS)).toBe('Todos os níveis');
    expect(whoMayBook(0, [])).toBe('Todos os níveis');
    expect(whoMayBook(0, null)).toBe('Todos os níveis');
    expect(whoMayBook(5, LEVELS)).toBe('Nenhum nível do empreendimento');
    expect(whoMayBook(2, [])).toBe('Nenhum nível do empreendimento');
    expect(whoMayBook(2, null)).toBe('Nível 5');
  });

  it("labels the event form's options by the code and the levels it admits", () => {
    expect(experienceOptionLabel(2, LEVELS)).toBe('Nível 5 — 2 · Intermediário, 3 · Avançado');
    expect(experienceOptionLabel(0, LEVELS)).toBe('Nível 1 e 2 — Todos os níveis');
    expect(experienceOptionLabel(7, LEVELS)).toBe('Especial — Nenhum nível do empreendimento');
    expect(experienceOptionLabel(2, null)).toBe('Nível 5');
    expect(experienceOptionLabel(0, null)).toBe('Nível 1 e 2 — Todos os níveis');
  });
});

describe("a person's level", () => {
  it('names the level with its title, 0 as none, a level gone or unknown by its number', () => {
    expect(personLevelText(3, LEVELS)).toBe('3 · Avançado');
    expect(personLevelText(0, LEVELS)).toBe('Sem nível');
    expect(personLevelText(9, LEVELS)).toBe('Nível 9');
    expect(personLevelText(3, null)).toBe('Nível 3');
    expect(personLevelText(0, null)).toBe('Sem nível');
    expect(personLevelText(null, LEVELS)).toBe('—');
    // A venture may define a level 0 of its own.
    expect(personLevelText(0, [{ level: 0, title: 'Aprendiz' }])).toBe('0 · Aprendiz');
  });

  it("filters people lists by the venture's levels, or by the spec's options without them", () => {
    expect(personLevelFilters(LEVELS)).toEqual([
      { value: -1, label: 'Todos' },
      { value: 0, label: 'Sem nível' },
      { value: 1, label: '1 · Iniciante' },
      { value: 2, label: '2 · Intermediário' },
      { value: 3, label: '3 · Avançado' },
    ]);
    expect(personLevelFilters([{ level: 0, title: 'Aprendiz' }])).toEqual([
      { value: -1, label: 'Todos' },
      { value: 0, label: '0 · Aprendiz' },
    ]);
    expect(personLevelFilters(null)[1]).toEqual({ value: 0, label: 'Nível 1 e 2' });
  });
});

describe('the experience refusal', () => {
  it("says who may book the event and the person's level", () => {
    expect(experienceRefusalText({ experience: 1, minUserExperience: 2, levels: LEVELS })).toBe(
      'Podem reservar este evento: 2 · Intermediário, 3 · Avançado. Nível do usuário: 1 · Iniciante.',
    );
    expect(experienceRefusalText({ experience: 0, minUserExperience: 5, levels: LEVELS })).toBe(
      'Podem reservar este evento: Nenhum nível do empreendimento. Nível do usuário: Sem nível.',
    );
  });
});
