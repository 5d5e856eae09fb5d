import { describe, expect, it } from 'vitest';
import {
  experienceLabel,
  vacanciesLeft,
  vacancyTitle,
  waveSideLabel,
  weekdaysLabel,
} from './schedules.rules';

describe('event display rules', () => {
  it('titles an occurrence by its places left', () => {
    expect(vacancyTitle(vacanciesLeft(null, 40))).toBe('Ilimitado');
    expect(vacancyTitle(vacanciesLeft(10, 3))).toBe('7 vaga(s)');
    expect(vacancyTitle(vacanciesLeft(10, 10))).toBe('Lotado');
    // A forced booking may pass the total: still full, never negative.
    expect(vacanciesLeft(10, 12)).toBe(0);
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
