import { describe, expect, it } from 'vitest';
import { areaOf, groupByArea, matchesSearch } from './feature-areas';

describe('feature areas', () => {
  it('names the area by the key’s first word, with Outras for unknown ones', () => {
    expect(areaOf('BOOKING_CHECKIN_WRITE_ACCESS')).toBe('Reservas');
    expect(areaOf('FEATURE_GROUP_READ_ACCESS')).toBe('Permissões');
    expect(areaOf('RELATORIO_EXTRA')).toBe('Outras');
  });

  it('groups in alphabetical order with Outras last, keys sorted inside', () => {
    const grouped = groupByArea([
      { key: 'ZETA_ACCESS' },
      { key: 'SPOT_WRITE_ACCESS' },
      { key: 'SPOT_READ_ACCESS' },
      { key: 'ACTIVITY_READ_ACCESS' },
    ]);
    expect(grouped.map((area) => [area.name, area.items.map((item) => item.key)])).toEqual([
      ['Atividades', ['ACTIVITY_READ_ACCESS']],
      ['Locais', ['SPOT_READ_ACCESS', 'SPOT_WRITE_ACCESS']],
      ['Outras', ['ZETA_ACCESS']],
    ]);
  });

  it('searches key and name ignoring case and accents', () => {
    const feature = { key: 'SPOT_READ_ACCESS', name: 'Leitura de locais (área)' };
    expect(matchesSearch(feature, 'spot_read')).toBe(true);
    expect(matchesSearch(feature, 'AREA')).toBe(true);
    expect(matchesSearch(feature, '  ')).toBe(true);
    expect(matchesSearch(feature, 'booking')).toBe(false);
  });
});
