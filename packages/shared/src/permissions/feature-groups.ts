import { FEATURE_KEYS, type FeatureKey } from './permissions';

// Groups of people: they use the mobile app and never sign in to the back-office.
export const PEOPLE_GROUP_KEYS = ['MEMBER', 'DEPENDANT', 'GUEST', 'LODGER', 'APP_STORE_USER'] as const;
export const STAFF_GROUP_KEYS = ['MASTER', 'ADMIN', 'SELLER', 'CONCIERGE', 'EMPLOYEE'] as const;
export const MASTER_GROUP_KEY = 'MASTER';

export interface GroupDefinition {
  key: string;
  name: string;
  authLevel: number;
  useFaceId: boolean;
  useExperienceLevel: boolean;
  useOnboardUrl: boolean;
  features: readonly FeatureKey[];
}

// The action log is the MASTER's until a MASTER grants its key to another group.
const administration: FeatureKey[] = FEATURE_KEYS.filter(
  (key) => !key.startsWith('FEATURE_') && key !== 'APP_MEMBERS_ACCESS' && key !== 'AUDIT_READ_ACCESS',
);

/** The groups a new installation starts with; a MASTER may change them afterwards. */
export const DEFAULT_GROUPS: readonly GroupDefinition[] = [
  staff('MASTER', 'Master', 0, FEATURE_KEYS),
  staff('ADMIN', 'Administrador', 1, [...administration, 'FEATURE_GROUP_READ_ACCESS', 'FEATURE_READ_ACCESS']),
  staff('SELLER', 'Vendedor', 2, [
    'WEB_ACCESS',
    'BOOKING_SELLER_READ_ACCESS',
    'BOOKING_WRITE_ACCESS',
    'BOOKING_PAYMENT_READ_ACCESS',
    'USER_READ_ACCESS',
    'ACTIVITY_READ_ACCESS',
    'SPOT_READ_ACCESS',
  ]),
  staff('CONCIERGE', 'Portaria', 3, [
    'WEB_ACCESS',
    'APP_CONCIERGE_ACCESS',
    'BOOKING_READ_ACCESS',
    'BOOKING_WRITE_ACCESS',
    'BOOKING_CHECKIN_READ_ACCESS',
    'BOOKING_CHECKIN_WRITE_ACCESS',
    'BOOKING_QUEUE_READ_ACCESS',
    'BOOKING_QUEUE_WRITE_ACCESS',
    'USER_READ_ACCESS',
    'LODGER_READ_ACCESS',
    'ACTIVITY_READ_ACCESS',
    'SPOT_READ_ACCESS',
  ]),
  staff('EMPLOYEE', 'Funcionário', 4, [
    'WEB_ACCESS',
    'BOOKING_READ_ACCESS',
    'ACTIVITY_READ_ACCESS',
    'SPOT_READ_ACCESS',
  ]),
  person('MEMBER', 'Membro', 10, true),
  person('DEPENDANT', 'Dependente', 11, true),
  person('GUEST', 'Convidado', 12, true),
  person('LODGER', 'Hóspede', 13, true),
  person('APP_STORE_USER', 'Usuário da loja de aplicativos', 14, false),
];

function staff(
  key: string,
  name: string,
  authLevel: number,
  features: readonly FeatureKey[],
): GroupDefinition {
  return {
    key,
    name,
    authLevel,
    useFaceId: false,
    useExperienceLevel: false,
    useOnboardUrl: false,
    features,
  };
}

function person(key: string, name: string, authLevel: number, usesVenueFeatures: boolean): GroupDefinition {
  return {
    key,
    name,
    authLevel,
    useFaceId: usesVenueFeatures,
    useExperienceLevel: usesVenueFeatures,
    useOnboardUrl: false,
    features: ['APP_MEMBERS_ACCESS'],
  };
}
