import { describe, expect, it } from 'vitest';
import { builtInFeatureName, featureArea } from './feature-names';
import { FEATURE_KEYS } from './permissions';

describe('built-in feature names', () => {
  it('names every key "<Área>: <acesso>", each name distinct (names are unique in the database)', () => {
    const names = FEATURE_KEYS.map(builtInFeatureName);
    expect(new Set(names).size).toBe(FEATURE_KEYS.length);
    for (const [index, name] of names.entries()) {
      expect(name).toMatch(/^[^:]+: \S.*$/);
      expect(name.startsWith(`${featureArea(FEATURE_KEYS[index] as string)}: `)).toBe(true);
      expect(name.length).toBeLessThanOrEqual(100);
    }
    expect(builtInFeatureName('BOOKING_FULL_ACCESS')).toBe('Reservas: acesso total');
    expect(builtInFeatureName('BOOKING_FORCE_LIMITS_ACCESS')).toBe('Reservas: forçar limites');
  });
});

describe('featureArea', () => {
  it('puts a built-in key in its own area', () => {
    expect(featureArea('BOOKING_DELETE_ACCESS')).toBe('Reservas');
    expect(featureArea('BOOKING_CHECKIN_WRITE_ACCESS')).toBe('Check-ins');
    expect(featureArea('FEATURE_GROUP_READ_ACCESS')).toBe('Grupos de permissões');
    expect(featureArea('WEB_ACCESS')).toBe('Aplicativos');
  });

  it('puts an invented key in the area of the resource whose FULL key covers it, else in Outras', () => {
    expect(featureArea('BOOKING_EXTRA_ACCESS')).toBe('Reservas');
    expect(featureArea('BOOKING_CHECKIN_EXPORT_ACCESS')).toBe('Check-ins');
    expect(featureArea('RELATORIO_VENDAS_ACCESS')).toBe('Outras');
    expect(featureArea('APP_KIOSK_ACCESS')).toBe('Outras');
  });
});
