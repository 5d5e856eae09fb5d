import { describe, expect, it } from 'vitest';
import { groupByArea, matchesSearch } from './feature-areas';

describe('feature areas', () => {
  it('groups in alphabetical order with Outras last, built-in keys in catalogue order first', () => {
    const grouped = groupByArea([
      { key: 'ZETA_ACCESS' },
      { key: 'SPOT_WRITE_ACCESS' },
      { key: 'SPOT_PHOTO_ACCESS' },
      { key: 'SPOT_READ_ACCESS' },
      { key: 'SPOT_FULL_ACCESS' },
      { key: 'BOOKING_CHECKIN_READ_ACCESS' },
      { key: 'ACTIVITY_READ_ACCESS' },
    ]);
    expect(grouped.map((area) => [area.name, area.items.map((item) => item.key)])).toEqual([
      ['Atividades', ['ACTIVITY_READ_ACCESS']],
      ['Check-ins', ['BOOKING_CHECKIN_READ_ACCESS']],
      ['Locais', ['SPOT_FULL_ACCESS', 'SPOT_READ_ACCESS', 'SPOT_WRITE_ACCESS', 'SPOT_PHOTO_ACCESS']],
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
