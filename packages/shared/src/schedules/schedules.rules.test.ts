import { describe, expect, it } from 'vitest';
import {
  blockedDatesOpening,
  experienceLabel,
  isFull,
  vacanciesLeft,
  vacancyTitle,
  waveSideLabel,
  weekdaysLabel,
} from './schedules.rules';

describe('event display rules', () => {
  it('titles an occurrence by its places left', () => {
    expect(vacancyTitle(vacanciesLeft(null, 40))).toBe('Ilimitado');
    expect(vacancyTitle(vacanciesLeft(10, 3))).toBe('7 vagas');
    expect(vacancyTitle(vacanciesLeft(10, 9))).toBe('1 vaga');
    expect(vacancyTitle(vacanciesLeft(10, 10))).toBe('Lotado');
    // A forced booking may pass the total: still full, never negative.
    expect(vacanciesLeft(10, 12)).toBe(0);
    expect([isFull(vacanciesLeft(10, 12)), isFull(vacanciesLeft(10, 9)), isFull(null)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('opens the blocked-dates picker on the event: its start ahead, today while it runs, its end once ended', () => {
    const today = '2026-03-10';
    expect(blockedDatesOpening('2026-07-01', null, today)).toBe('2026-07-01');
    expect(blockedDatesOpening('2025-01-01', null, today)).toBe(today);
    expect(blockedDatesOpening('2025-01-01', '2025-06-30', today)).toBe('2025-06-30');
    expect(blockedDatesOpening('2025-01-01', '2026-12-31', today)).toBe(today);
    expect(blockedDatesOpening('', null, today)).toBe(today);
  });

  it('names wave sides, experience codes and weekdays in Portuguese', () => {
    expect(waveSideLabel(null)).toBe('Indefinido');
    expect(waveSideLabel('LEFT')).toBe('Esquerda');
    expect(experienceLabel(0)).toBe('Nível 1 e 2');
    expect(experienceLabel(7)).toBe('Especial');
    expect(weekdaysLabel([1, 3, 5])).toBe('Seg, Qua, Sex');
    expect(weekdaysLabel([0, 1, 2, 3, 4, 5, 6])).toBe('Todos os dias');
  });
});
