import { catalogueFullKeyOf, type FeatureKey } from './permissions';

// Staff read permissions by name, not by key: every built-in key has a Portuguese name
// '<Área>: <acesso>', the area being the one the permission pickers group it under. Seeding gives new
// rows these names; administrators may rename them afterwards (docs/decisions.md, Permissions).

const AREA = {
  apps: 'Aplicativos',
  users: 'Usuários',
  employees: 'Funcionários',
  lodgers: 'Hóspedes',
  bookings: 'Reservas',
  checkins: 'Check-ins',
  payments: 'Pagamentos',
  queues: 'Filas de espera',
  noShows: 'No shows',
  cancellations: 'Cancelamentos',
  reports: 'Relatório de vendas',
  activities: 'Atividades',
  activityItems: 'Opcionais de atividades',
  schedules: 'Eventos',
  scheduleItems: 'Extras dos eventos',
  spots: 'Locais',
  ventures: 'Empreendimentos',
  levels: 'Níveis de experiência',
  categories: 'Categorias de usuário',
  groups: 'Grupos de permissões',
  features: 'Permissões',
  notifications: 'Notificações',
  audit: 'Auditoria',
} as const;

type Area = (typeof AREA)[keyof typeof AREA];

const FULL = 'acesso total';
const READ = 'leitura';
const WRITE = 'escrita';
const DELETE = 'exclusão';

const LABELS: Record<FeatureKey, readonly [area: Area, access: string]> = {
  WEB_ACCESS: [AREA.apps, 'back-office (web)'],
  APP_CONCIERGE_ACCESS: [AREA.apps, 'aplicativo da portaria'],
  APP_MEMBERS_ACCESS: [AREA.apps, 'aplicativo dos membros'],
  USER_FULL_ACCESS: [AREA.users, FULL],
  USER_READ_ACCESS: [AREA.users, READ],
  USER_WRITE_ACCESS: [AREA.users, WRITE],
  USER_DELETE_ACCESS: [AREA.users, DELETE],
  USER_PASSWORD_WRITE_ACCESS: [AREA.users, 'redefinir senha'],
  USER_PROFILE_CONFIRMATION_WRITE_ACCESS: [AREA.users, 'reenviar confirmação de cadastro'],
  EMPLOYEE_FULL_ACCESS: [AREA.employees, FULL],
  LODGER_FULL_ACCESS: [AREA.lodgers, FULL],
  LODGER_READ_ACCESS: [AREA.lodgers, READ],
  LODGER_WRITE_ACCESS: [AREA.lodgers, WRITE],
  LODGER_DELETE_ACCESS: [AREA.lodgers, DELETE],
  LODGER_VACANCIES_FULL_ACCESS: [AREA.lodgers, 'vagas de hóspedes e convidados'],
  BOOKING_FULL_ACCESS: [AREA.bookings, FULL],
  BOOKING_READ_ACCESS: [AREA.bookings, READ],
  BOOKING_WRITE_ACCESS: [AREA.bookings, WRITE],
  BOOKING_DELETE_ACCESS: [AREA.bookings, DELETE],
  BOOKING_SELLER_READ_ACCESS: [AREA.bookings, 'leitura das próprias vendas'],
  BOOKING_FORCE_LIMITS_ACCESS: [AREA.bookings, 'forçar limites'],
  BOOKING_CHECKIN_FULL_ACCESS: [AREA.checkins, FULL],
  BOOKING_CHECKIN_READ_ACCESS: [AREA.checkins, READ],
  BOOKING_CHECKIN_WRITE_ACCESS: [AREA.checkins, WRITE],
  BOOKING_CHECKIN_DELETE_ACCESS: [AREA.checkins, DELETE],
  BOOKING_PAYMENT_FULL_ACCESS: [AREA.payments, FULL],
  BOOKING_PAYMENT_READ_ACCESS: [AREA.payments, READ],
  BOOKING_PAYMENT_WRITE_ACCESS: [AREA.payments, 'pagamento no clube'],
  BOOKING_QUEUE_FULL_ACCESS: [AREA.queues, FULL],
  BOOKING_QUEUE_READ_ACCESS: [AREA.queues, READ],
  BOOKING_QUEUE_WRITE_ACCESS: [AREA.queues, WRITE],
  BOOKING_QUEUE_PRIORITY_ACCESS: [AREA.queues, 'priorizar'],
  BOOKING_NO_SHOW_HISTORY_FULL_ACCESS: [AREA.noShows, FULL],
  BOOKING_NO_SHOW_HISTORY_READ_ACCESS: [AREA.noShows, READ],
  BOOKING_CANCELLATION_HISTORY_FULL_ACCESS: [AREA.cancellations, FULL],
  BOOKING_CANCELLATION_HISTORY_READ_ACCESS: [AREA.cancellations, READ],
  BOOKING_PAYMENT_REPORTS_FULL_ACCESS: [AREA.reports, FULL],
  BOOKING_PAYMENT_REPORTS_READ_ACCESS: [AREA.reports, READ],
  ACTIVITY_FULL_ACCESS: [AREA.activities, FULL],
  ACTIVITY_READ_ACCESS: [AREA.activities, READ],
  ACTIVITY_WRITE_ACCESS: [AREA.activities, WRITE],
  ACTIVITY_DELETE_ACCESS: [AREA.activities, DELETE],
  ACTIVITY_ITEM_FULL_ACCESS: [AREA.activityItems, FULL],
  ACTIVITY_ITEM_WRITE_ACCESS: [AREA.activityItems, WRITE],
  ACTIVITY_ITEM_DELETE_ACCESS: [AREA.activityItems, DELETE],
  ACTIVITY_SCHEDULE_FULL_ACCESS: [AREA.schedules, FULL],
  ACTIVITY_SCHEDULE_WRITE_ACCESS: [AREA.schedules, WRITE],
  ACTIVITY_SCHEDULE_DELETE_ACCESS: [AREA.schedules, DELETE],
  ACTIVITY_SCHEDULE_ITEM_FULL_ACCESS: [AREA.scheduleItems, FULL],
  ACTIVITY_SCHEDULE_ITEM_WRITE_ACCESS: [AREA.scheduleItems, WRITE],
  ACTIVITY_SCHEDULE_ITEM_DELETE_ACCESS: [AREA.scheduleItems, DELETE],
  SPOT_FULL_ACCESS: [AREA.spots, FULL],
  SPOT_READ_ACCESS: [AREA.spots, READ],
  SPOT_WRITE_ACCESS: [AREA.spots, WRITE],
  SPOT_DELETE_ACCESS: [AREA.spots, DELETE],
  VENTURE_FULL_ACCESS: [AREA.ventures, FULL],
  VENTURE_READ_ACCESS: [AREA.ventures, READ],
  VENTURE_WRITE_ACCESS: [AREA.ventures, WRITE],
  VENTURE_UPDATE_ACCESS: [AREA.ventures, 'edição'],
  VENTURE_DELETE_ACCESS: [AREA.ventures, DELETE],
  VENTURE_EXPERIENCE_LEVEL_FULL_ACCESS: [AREA.levels, FULL],
  VENTURE_EXPERIENCE_LEVEL_READ_ACCESS: [AREA.levels, READ],
  VENTURE_EXPERIENCE_LEVEL_WRITE_ACCESS: [AREA.levels, WRITE],
  VENTURE_EXPERIENCE_LEVEL_DELETE_ACCESS: [AREA.levels, DELETE],
  USER_CATEGORY_FULL_ACCESS: [AREA.categories, FULL],
  USER_CATEGORY_WRITE_ACCESS: [AREA.categories, WRITE],
  USER_CATEGORY_DELETE_ACCESS: [AREA.categories, DELETE],
  FEATURE_GROUP_FULL_ACCESS: [AREA.groups, FULL],
  FEATURE_GROUP_READ_ACCESS: [AREA.groups, READ],
  FEATURE_GROUP_WRITE_ACCESS: [AREA.groups, WRITE],
  FEATURE_GROUP_HIKCENTRAL_WRITE_ACCESS: [AREA.groups, 'reconhecimento facial e controle de acesso'],
  FEATURE_FULL_ACCESS: [AREA.features, FULL],
  FEATURE_READ_ACCESS: [AREA.features, READ],
  FEATURE_WRITE_ACCESS: [AREA.features, WRITE],
  NOTIFICATION_WRITE_ACCESS: [AREA.notifications, 'enviar avisos à equipe'],
  AUDIT_READ_ACCESS: [AREA.audit, READ],
};

/** Keys an administrator invents outside every built-in area. */
export const OTHER_AREA = 'Outras';

function isBuiltIn(key: string): key is FeatureKey {
  return Object.hasOwn(LABELS, key);
}

/** The Portuguese name a built-in key is seeded with, e.g. 'Reservas: acesso total'. */
export function builtInFeatureName(key: FeatureKey): string {
  const [area, access] = LABELS[key];
  return `${area}: ${access}`;
}

/**
 * The area a key is listed under: a built-in key's own; an invented key, the area of the built-in
 * resource it belongs to by the FULL-key rule (BOOKING_EXTRA_ACCESS → Reservas); otherwise 'Outras'.
 */
export function featureArea(key: string): string {
  if (isBuiltIn(key)) return LABELS[key][0];
  const full = catalogueFullKeyOf(key);
  return full ? LABELS[full][0] : OTHER_AREA;
}
