import { describe, expect, it } from 'vitest';
import { dependentLines } from './venture-dependents';

describe('dependentLines', () => {
  it('names each kind a venture has, in the singular or plural', () => {
    expect(dependentLines({ userCategories: 2, experienceLevels: 1, spots: 1, activities: 1234 })).toEqual([
      '2 categorias de usuário',
      '1 nível de experiência',
      '1 local',
      '1.234 atividades',
    ]);
  });

  it('leaves out what the venture does not have', () => {
    expect(dependentLines({ userCategories: 0, experienceLevels: 3, spots: 0, activities: 0 })).toEqual([
      '3 níveis de experiência',
    ]);
    expect(dependentLines({ userCategories: 0, experienceLevels: 0, spots: 0, activities: 0 })).toEqual([]);
  });
});
