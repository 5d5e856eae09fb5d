import type { FeatureKey } from '@reserva/shared/permissions/permissions';
import {
  IconBed,
  IconBuilding,
  IconCalendarEvent,
  IconCalendarX,
  IconId,
  IconKey,
  IconLayoutDashboard,
  IconMapPin,
  IconReportMoney,
  IconRun,
  IconShieldLock,
  IconUsers,
  IconUserX,
  type TablerIcon,
} from '@tabler/icons-react';
import type { Can } from '../session/use-session';

export interface MenuItem {
  label: string;
  path: string;
  icon: TablerIcon;
  /** Shown when the user holds any of these keys; empty for everyone. */
  keys: readonly FeatureKey[];
}

export interface MenuGroup {
  label: string;
  items: readonly MenuItem[];
}

// The menu of spec 000, section 2 (Shell), with the read keys of each list (server-rules.md).
export const MENU: readonly MenuGroup[] = [
  {
    label: 'Geral',
    items: [
      { label: 'Dashboard', path: '/dashboard', icon: IconLayoutDashboard, keys: [] },
      {
        label: 'Atividades',
        path: '/activities',
        icon: IconRun,
        keys: ['ACTIVITY_FULL_ACCESS', 'ACTIVITY_READ_ACCESS'],
      },
      {
        label: 'Reservas',
        path: '/bookings',
        icon: IconCalendarEvent,
        keys: ['BOOKING_FULL_ACCESS', 'BOOKING_READ_ACCESS', 'BOOKING_SELLER_READ_ACCESS'],
      },
      {
        label: 'No shows',
        path: '/booking-no-shows',
        icon: IconUserX,
        keys: ['BOOKING_NO_SHOW_HISTORY_FULL_ACCESS', 'BOOKING_NO_SHOW_HISTORY_READ_ACCESS'],
      },
      {
        label: 'Cancelamentos',
        path: '/booking-cancellations',
        icon: IconCalendarX,
        keys: ['BOOKING_CANCELLATION_HISTORY_FULL_ACCESS', 'BOOKING_CANCELLATION_HISTORY_READ_ACCESS'],
      },
    ],
  },
  {
    label: 'Administrativo',
    items: [
      { label: 'Funcionários', path: '/users', icon: IconId, keys: ['EMPLOYEE_FULL_ACCESS'] },
      { label: 'Membros', path: '/members', icon: IconUsers, keys: ['USER_FULL_ACCESS', 'USER_READ_ACCESS'] },
      {
        label: 'Hóspedes',
        path: '/lodgers',
        icon: IconBed,
        keys: ['LODGER_FULL_ACCESS', 'LODGER_READ_ACCESS'],
      },
      { label: 'Locais', path: '/spots', icon: IconMapPin, keys: ['SPOT_FULL_ACCESS', 'SPOT_READ_ACCESS'] },
      {
        label: 'Empreendimentos',
        path: '/ventures',
        icon: IconBuilding,
        keys: ['VENTURE_FULL_ACCESS', 'VENTURE_READ_ACCESS'],
      },
      {
        label: 'Relatório de vendas',
        path: '/booking-reports',
        icon: IconReportMoney,
        keys: ['BOOKING_PAYMENT_REPORTS_FULL_ACCESS', 'BOOKING_PAYMENT_REPORTS_READ_ACCESS'],
      },
    ],
  },
  {
    label: 'Configurações',
    items: [
      {
        label: 'Grupos de permissões',
        path: '/feature-groups',
        icon: IconShieldLock,
        keys: ['FEATURE_GROUP_FULL_ACCESS', 'FEATURE_GROUP_READ_ACCESS'],
      },
      {
        label: 'Permissões',
        path: '/features',
        icon: IconKey,
        keys: ['FEATURE_FULL_ACCESS', 'FEATURE_READ_ACCESS'],
      },
    ],
  },
];

/** The groups and items the user may open; a group with no item left is hidden. */
export function visibleMenu(can: Can): MenuGroup[] {
  return MENU.map((group) => ({ ...group, items: group.items.filter((item) => can(...item.keys)) })).filter(
    (group) => group.items.length > 0,
  );
}

/** Whether `pathname` is inside the area of `path` (/members/details belongs to /members). */
export function isActivePath(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}
