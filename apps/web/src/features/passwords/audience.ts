import type { StoreIds } from '@reserva/shared/passwords/passwords.schemas';
import { grants } from '@reserva/shared/permissions/permissions';

// After setting a password, staff are sent to the back-office sign-in and people (members, guests,
// lodgers) to the mobile app (spec 000 s.1, 002 s.2). Who is who comes from the group's keys: the
// server's answer, or the `features` query parameter a link may carry before there is an answer.

export type Audience = 'staff' | 'people' | 'unknown';

export function audienceOf(features: readonly string[] | undefined): Audience {
  if (!features?.length) return 'unknown';
  return grants(new Set(features), 'WEB_ACCESS') ? 'staff' : 'people';
}

/** `features` of the query string: keys separated by commas (repeating the parameter works too). */
export function featuresFromQuery(params: URLSearchParams): string[] {
  return params
    .getAll('features')
    .flatMap((value) => value.split(','))
    .map((key) => key.trim().toUpperCase())
    .filter((key) => /^[A-Z_]+$/.test(key));
}

export interface StoreLink {
  /** WEB: Sócio, the members' web app, for a venture without store ids. */
  store: 'APP_STORE' | 'GOOGLE_PLAY' | 'WEB';
  label: string;
  href: string;
}

/** Links to the app in the stores whose ids the venture has. */
export function storeLinks(ids: StoreIds | undefined): StoreLink[] {
  const links: StoreLink[] = [];
  const appstoreId = ids?.appstoreId?.trim();
  const playstoreId = ids?.playstoreId?.trim();
  if (appstoreId) {
    links.push({
      store: 'APP_STORE',
      label: 'App Store',
      href: `https://apps.apple.com/app/id${encodeURIComponent(appstoreId)}`,
    });
  }
  if (playstoreId) {
    links.push({
      store: 'GOOGLE_PLAY',
      label: 'Google Play',
      href: `https://play.google.com/store/apps/details?id=${encodeURIComponent(playstoreId)}`,
    });
  }
  return links;
}

/** The members' web app (issue 31), where people go when their venture publishes no store app. */
export const WEB_APP_LINK: StoreLink = { store: 'WEB', label: 'Reserva Sócio', href: '/app/' };

/** The store of this device (Apple or not), else whichever the venture has; the web app without ids. */
export function appLink(ids: StoreIds | undefined, userAgent: string): StoreLink {
  const links = storeLinks(ids);
  const preferred = /iPhone|iPad|iPod|Macintosh/.test(userAgent) ? 'APP_STORE' : 'GOOGLE_PLAY';
  return links.find((link) => link.store === preferred) ?? links[0] ?? WEB_APP_LINK;
}
