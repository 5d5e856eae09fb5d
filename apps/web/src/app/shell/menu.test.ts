import { grantsAny } from '@reserva/shared/permissions/permissions';
import { describe, expect, it } from 'vitest';
import type { Can } from '../session/use-session';
import { isActivePath, visibleMenu } from './menu';

const holding =
  (...features: string[]): Can =>
  (...keys) =>
    keys.length === 0 || grantsAny(new Set(features), keys);

const labels = (can: Can) =>
  visibleMenu(can).map((group) => [group.label, group.items.map((item) => item.label)]);

describe('visibleMenu', () => {
  it('shows only the dashboard to a user without keys, hiding empty groups', () => {
    expect(labels(holding())).toEqual([['Geral', ['Dashboard']]]);
  });

  it('shows an item for any of its keys, full access covering read access', () => {
    expect(
      labels(
        holding('USER_READ_ACCESS', 'BOOKING_SELLER_READ_ACCESS', 'SPOT_FULL_ACCESS', 'FEATURE_READ_ACCESS'),
      ),
    ).toEqual([
      ['Geral', ['Dashboard', 'Reservas']],
      ['Administrativo', ['Membros', 'Locais']],
      ['Configurações', ['Permissões']],
    ]);
  });

  it('shows the action log under Administrativo to the holders of its key only', () => {
    expect(labels(holding('AUDIT_READ_ACCESS'))).toEqual([
      ['Geral', ['Dashboard']],
      ['Administrativo', ['Auditoria']],
    ]);
  });
});

describe('isActivePath', () => {
  it('marks an area active on its own screens only', () => {
    expect(isActivePath('/members/details', '/members')).toBe(true);
    expect(isActivePath('/members', '/members')).toBe(true);
    expect(isActivePath('/members-old', '/members')).toBe(false);
  });
});
