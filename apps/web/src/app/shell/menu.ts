import { SCREEN_KEYS, type ScreenPath } from '@reserva/shared/permissions/screens';
import {
  IconBed,
  IconBuilding,
  IconCalendarEvent,
  IconCalendarX,
  IconHistory,
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
  /** Shown when the user may open the screen (its keys in SCREEN_KEYS, the router's guard too). */
  path: ScreenPath;
  icon: TablerIcon;
}

export interface MenuGroup {
  label: string;
  items: readonly MenuItem[];
}

// The menu of spec 000, section 2 (Shell).
export const MENU: readonly MenuGroup[] = [
  {
    label: 'Geral',
    items: [
      { label: 'Dashboard', path: '/dashboard', icon: IconLayoutDashboard },
      {
        label: 'Atividades',
        path: '/activities',
        icon: IconRun,
      },
      {
        label: 'Reservas',
        path: '/bookings',
        icon: IconCalendarEvent,
      },
      {
        label: 'No shows',
        path: '/booking-no-shows',
        icon: IconUserX,
      },
      {
        label: 'Cancelamentos',
        path: '/booking-cancellations',
        icon: IconCalendarX,
      },
    ],
  },
  {
    label: 'Administrativo',
    items: [
      { label: 'Funcionários', path: '/users', icon: IconId },
      { label: 'Membros', path: '/members', icon: IconUsers },
      {
        label: 'Hóspedes',
        path: '/lodgers',
        icon: IconBed,
      },
      { label: 'Locais', path: '/spots', icon: IconMapPin },
      {
        label: 'Empreendimentos',
        path: '/ventures',
        icon: IconBuilding,
      },
      {
        label: 'Relatório de vendas',
        path: '/booking-reports',
        icon: IconReportMoney,
      },
      { label: 'Auditoria', path: '/audit', icon: IconHistory },
    ],
  },
  {
    label: 'Configurações',
    items: [
      {
        label: 'Grupos de permissões',
        path: '/feature-groups',
        icon: IconShieldLock,
      },
      {
        label: 'Permissões',
        path: '/features',
        icon: IconKey,
      },
    ],
  },
];

/** The groups and items the user may open; a group with no item left is hidden. */
export function visibleMenu(can: Can): MenuGroup[] {
  return MENU.map((group) => ({
    ...group,
    items: group.items.filter((item) => can(...SCREEN_KEYS[item.path])),
  })).filter((group) => group.items.length > 0);
}

/** Whether `pathname` is inside the area of `path` (/members/details belongs to /members). */
export function isActivePath(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}
