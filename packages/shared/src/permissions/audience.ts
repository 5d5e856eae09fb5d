import { grants } from './permissions';

// Who a signed-in user is to the product: staff use the back-office and Portaria (their group holds
// WEB_ACCESS); members, dependants, guests, lodgers and app users use Sócio, the members' app (their
// group holds APP_MEMBERS_ACCESS). A token of one never opens the other's routes.

export type Audience = 'staff' | 'person';

/** The audience of a group's keys; null for a group that may use neither (it cannot sign in). */
export function audienceOfKeys(features: ReadonlySet<string>): Audience | null {
  if (grants(features, 'WEB_ACCESS')) return 'staff';
  if (grants(features, 'APP_MEMBERS_ACCESS')) return 'person';
  return null;
}
