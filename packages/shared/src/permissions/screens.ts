import { EMPLOYEE_KEYS } from '../users/users.rules';
import type { FeatureKey } from './permissions';

// The keys that open each private screen of the web app (any one of them; none: every signed-in
// user). The router's guard and the menu both read this table, so a screen the menu hides is refused
// when its URL is typed; an API test checks each entry against the call the screen makes. Lists and
// details take read keys, register screens write keys, update screens the keys of the update call.

const USER_READ = ['USER_FULL_ACCESS', 'USER_READ_ACCESS'] as const;
const USER_WRITE = ['USER_FULL_ACCESS', 'USER_WRITE_ACCESS'] as const;
const LODGER_READ = ['LODGER_FULL_ACCESS', 'LODGER_READ_ACCESS'] as const;
const LODGER_WRITE = ['LODGER_FULL_ACCESS', 'LODGER_WRITE_ACCESS'] as const;
const VENTURE_READ = ['VENTURE_FULL_ACCESS', 'VENTURE_READ_ACCESS'] as const;
const ACTIVITY_READ = ['ACTIVITY_FULL_ACCESS', 'ACTIVITY_READ_ACCESS'] as const;
const ACTIVITY_WRITE = ['ACTIVITY_FULL_ACCESS', 'ACTIVITY_WRITE_ACCESS'] as const;
const SPOT_READ = ['SPOT_FULL_ACCESS', 'SPOT_READ_ACCESS'] as const;
const SPOT_WRITE = ['SPOT_FULL_ACCESS', 'SPOT_WRITE_ACCESS'] as const;
const BOOKING_READ = ['BOOKING_FULL_ACCESS', 'BOOKING_READ_ACCESS', 'BOOKING_SELLER_READ_ACCESS'] as const;
const QUEUE_READ = ['BOOKING_QUEUE_FULL_ACCESS', 'BOOKING_QUEUE_READ_ACCESS'] as const;
const FEATURE_GROUP_READ = ['FEATURE_GROUP_FULL_ACCESS', 'FEATURE_GROUP_READ_ACCESS'] as const;

export const SCREEN_KEYS = {
  '/dashboard': [],
  '/profile': [],
  '/users': EMPLOYEE_KEYS.read,
  '/users/details': EMPLOYEE_KEYS.read,
  '/users/register': EMPLOYEE_KEYS.write,
  '/users/update': EMPLOYEE_KEYS.write,
  '/members': USER_READ,
  '/members/details': USER_READ,
  '/members/register': USER_WRITE,
  '/members/update': USER_WRITE,
  // /guests itself only sends to /members (spec 002, section 2).
  '/guests': USER_READ,
  '/guests/details': USER_READ,
  '/guests/register': USER_WRITE,
  '/guests/update': USER_WRITE,
  '/lodgers': LODGER_READ,
  '/lodgers/details': LODGER_READ,
  '/lodgers/register': LODGER_WRITE,
  '/lodgers/update': LODGER_WRITE,
  '/ventures': VENTURE_READ,
  '/ventures/details': VENTURE_READ,
  '/ventures/register': ['VENTURE_FULL_ACCESS', 'VENTURE_WRITE_ACCESS'],
  '/ventures/update': ['VENTURE_FULL_ACCESS', 'VENTURE_WRITE_ACCESS', 'VENTURE_UPDATE_ACCESS'],
  '/activities': ACTIVITY_READ,
  '/activities/details': ACTIVITY_READ,
  '/activities/register': ACTIVITY_WRITE,
  '/activities/update': ACTIVITY_WRITE,
  '/spots': SPOT_READ,
  '/spots/details': SPOT_READ,
  '/spots/register': SPOT_WRITE,
  '/spots/update': SPOT_WRITE,
  '/bookings': BOOKING_READ,
  '/bookings/details': BOOKING_READ,
  '/booking-queues': QUEUE_READ,
  '/booking-queues/details': QUEUE_READ,
  '/booking-no-shows': ['BOOKING_NO_SHOW_HISTORY_FULL_ACCESS', 'BOOKING_NO_SHOW_HISTORY_READ_ACCESS'],
  '/booking-cancellations': [
    'BOOKING_CANCELLATION_HISTORY_FULL_ACCESS',
    'BOOKING_CANCELLATION_HISTORY_READ_ACCESS',
  ],
  '/booking-reports': ['BOOKING_PAYMENT_REPORTS_FULL_ACCESS', 'BOOKING_PAYMENT_REPORTS_READ_ACCESS'],
  '/features': ['FEATURE_FULL_ACCESS', 'FEATURE_READ_ACCESS'],
  '/feature-groups': FEATURE_GROUP_READ,
  // Viewing a group; creating one there (no group in the navigation state) also needs the write keys.
  '/feature-groups/management': FEATURE_GROUP_READ,
  '/audit': ['AUDIT_READ_ACCESS'],
} as const satisfies Record<string, readonly FeatureKey[]>;

export type ScreenPath = keyof typeof SCREEN_KEYS;

export const SCREEN_PATHS = Object.keys(SCREEN_KEYS) as ScreenPath[];
