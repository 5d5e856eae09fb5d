// Feature (permission) keys named by the three spec documents (section 6 of each), plus the read keys
// the menu needs where the documents name none (documented in docs/decisions.md).

export const FEATURE_KEYS = [
  'WEB_ACCESS',
  'APP_CONCIERGE_ACCESS',
  'APP_MEMBERS_ACCESS',
  'USER_FULL_ACCESS',
  'USER_READ_ACCESS',
  'USER_WRITE_ACCESS',
  'USER_DELETE_ACCESS',
  'USER_PASSWORD_WRITE_ACCESS',
  'USER_PROFILE_CONFIRMATION_WRITE_ACCESS',
  'EMPLOYEE_FULL_ACCESS',
  'LODGER_FULL_ACCESS',
  'LODGER_READ_ACCESS',
  'LODGER_WRITE_ACCESS',
  'LODGER_DELETE_ACCESS',
  'LODGER_VACANCIES_FULL_ACCESS',
  'BOOKING_FULL_ACCESS',
  'BOOKING_READ_ACCESS',
  'BOOKING_WRITE_ACCESS',
  'BOOKING_DELETE_ACCESS',
  'BOOKING_SELLER_READ_ACCESS',
  'BOOKING_FORCE_LIMITS_ACCESS',
  'BOOKING_CHECKIN_FULL_ACCESS',
  'BOOKING_CHECKIN_READ_ACCESS',
  'BOOKING_CHECKIN_WRITE_ACCESS',
  'BOOKING_CHECKIN_DELETE_ACCESS',
  'BOOKING_PAYMENT_FULL_ACCESS',
  'BOOKING_PAYMENT_READ_ACCESS',
  'BOOKING_PAYMENT_WRITE_ACCESS',
  'BOOKING_QUEUE_FULL_ACCESS',
  'BOOKING_QUEUE_READ_ACCESS',
  'BOOKING_QUEUE_WRITE_ACCESS',
  'BOOKING_QUEUE_PRIORITY_ACCESS',
  'BOOKING_NO_SHOW_HISTORY_FULL_ACCESS',
  'BOOKING_NO_SHOW_HISTORY_READ_ACCESS',
  'BOOKING_CANCELLATION_HISTORY_FULL_ACCESS',
  'BOOKING_CANCELLATION_HISTORY_READ_ACCESS',
  'BOOKING_PAYMENT_REPORTS_FULL_ACCESS',
  'BOOKING_PAYMENT_REPORTS_READ_ACCESS',
  'ACTIVITY_FULL_ACCESS',
  'ACTIVITY_READ_ACCESS',
  'ACTIVITY_WRITE_ACCESS',
  'ACTIVITY_DELETE_ACCESS',
  'ACTIVITY_ITEM_FULL_ACCESS',
  'ACTIVITY_ITEM_WRITE_ACCESS',
  'ACTIVITY_ITEM_DELETE_ACCESS',
  'ACTIVITY_SCHEDULE_FULL_ACCESS',
  'ACTIVITY_SCHEDULE_WRITE_ACCESS',
  'ACTIVITY_SCHEDULE_DELETE_ACCESS',
  'ACTIVITY_SCHEDULE_ITEM_FULL_ACCESS',
  'ACTIVITY_SCHEDULE_ITEM_WRITE_ACCESS',
  'ACTIVITY_SCHEDULE_ITEM_DELETE_ACCESS',
  'SPOT_FULL_ACCESS',
  'SPOT_READ_ACCESS',
  'SPOT_WRITE_ACCESS',
  'SPOT_DELETE_ACCESS',
  'VENTURE_FULL_ACCESS',
  'VENTURE_READ_ACCESS',
  'VENTURE_WRITE_ACCESS',
  'VENTURE_UPDATE_ACCESS',
  'VENTURE_DELETE_ACCESS',
  'VENTURE_EXPERIENCE_LEVEL_FULL_ACCESS',
  'VENTURE_EXPERIENCE_LEVEL_READ_ACCESS',
  'VENTURE_EXPERIENCE_LEVEL_WRITE_ACCESS',
  'VENTURE_EXPERIENCE_LEVEL_DELETE_ACCESS',
  'USER_CATEGORY_FULL_ACCESS',
  'USER_CATEGORY_WRITE_ACCESS',
  'USER_CATEGORY_DELETE_ACCESS',
  'FEATURE_GROUP_FULL_ACCESS',
  'FEATURE_GROUP_READ_ACCESS',
  'FEATURE_GROUP_WRITE_ACCESS',
  'FEATURE_GROUP_HIKCENTRAL_WRITE_ACCESS',
  'FEATURE_FULL_ACCESS',
  'FEATURE_READ_ACCESS',
  'FEATURE_WRITE_ACCESS',
  'NOTIFICATION_WRITE_ACCESS',
  'AUDIT_READ_ACCESS',
] as const;

export type FeatureKey = (typeof FEATURE_KEYS)[number];

const FULL_SUFFIX = 'FULL_ACCESS';

/** `BOOKING_CHECKIN_FULL_ACCESS` → `BOOKING_CHECKIN_`; null for a key that is not a FULL key. */
function resourcePrefix(key: string): string | null {
  return key.endsWith(`_${FULL_SUFFIX}`) ? key.slice(0, -FULL_SUFFIX.length) : null;
}

const CATALOGUE_RESOURCES = FEATURE_KEYS.map(resourcePrefix).filter((prefix) => prefix !== null);

/**
 * Whether a set of feature keys grants `key`. `X_FULL_ACCESS` grants every `X_*_ACCESS` of its own
 * resource (server-rules.md, Permissions). A key belongs to the longest resource with a FULL key of its
 * own, so `BOOKING_FULL_ACCESS` covers `BOOKING_DELETE_ACCESS` and `BOOKING_FORCE_LIMITS_ACCESS` but not
 * `BOOKING_CHECKIN_WRITE_ACCESS`, which `BOOKING_CHECKIN_FULL_ACCESS` covers (as the spec's tables list
 * them). The same function decides on the server and in the menu.
 */
export function grants(features: ReadonlySet<string>, key: string): boolean {
  if (features.has(key)) return true;
  if (!key.endsWith('_ACCESS')) return false;
  const resource = resourceOf(key, features);
  return resource !== null && features.has(`${resource}${FULL_SUFFIX}`);
}

function resourceOf(key: string, features: ReadonlySet<string>): string | null {
  let longest: string | null = null;
  const candidates = [...CATALOGUE_RESOURCES, ...[...features].map(resourcePrefix)];
  for (const prefix of candidates) {
    if (prefix && key.startsWith(prefix) && prefix.length > (longest?.length ?? 0)) {
      longest = prefix;
    }
  }
  return longest;
}

/**
 * The product's FULL key whose resource `key` belongs to (the longest that prefixes it), or null:
 * `BOOKING_CHECKIN_WRITE_ACCESS` → `BOOKING_CHECKIN_FULL_ACCESS`, `WEB_ACCESS` → null.
 */
export function catalogueFullKeyOf(key: string): FeatureKey | null {
  const resource = resourceOf(key, new Set());
  return resource === null ? null : (`${resource}${FULL_SUFFIX}` as FeatureKey);
}

export function grantsAny(features: ReadonlySet<string>, keys: readonly string[]): boolean {
  return keys.some((key) => grants(features, key));
}
