import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

describe('countText', () => {
  it('takes the singular for one only, zero and many the plural', () => {
    expect(countText(1, 'vaga', 'vagas')).toBe('1 vaga');
    expect(countText(0, 'vaga', 'vagas')).toBe('0 vagas');
    expect(countText(7, 'disponível', 'disponíveis')).toBe('7 disponíveis');
  });
});
