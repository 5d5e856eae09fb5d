// The daily booking limits of a user category as they apply (spec 002, section 9). A null limit is
// unlimited ('Ilimitado'); the guest limit falls back to the daily limit, and the free guest limit to
// the guest limit, then the daily limit.

export interface CategoryLimits {
  maxDayBookings: number | null;
  maxGuestDayBookings: number | null;
  maxFreeGuestDayBookings: number | null;
}

export interface EffectiveLimits {
  dayBookings: number | null;
  guestDayBookings: number | null;
  freeGuestDayBookings: number | null;
}

export function effectiveCategoryLimits(category: CategoryLimits): EffectiveLimits {
  const dayBookings = category.maxDayBookings;
  const guestDayBookings = category.maxGuestDayBookings ?? dayBookings;
  const freeGuestDayBookings = category.maxFreeGuestDayBookings ?? guestDayBookings;
  return { dayBookings, guestDayBookings, freeGuestDayBookings };
}

/** A limit as the form rules read it: a whole number, null when unset, undefined when of the wrong type. */
export type ReadLimits = { [Field in keyof CategoryLimits]: number | null | undefined };

export interface LimitIssue {
  path: keyof CategoryLimits;
  message: string;
}

/**
 * The rules between a category's limits (spec 002, section 5), all of them at once. A rule that reads
 * a limit of the wrong type is left out: that field has its own message.
 */
export function categoryLimitIssues({
  maxDayBookings: day,
  maxGuestDayBookings: guest,
  maxFreeGuestDayBookings: freeGuest,
}: ReadLimits): LimitIssue[] {
  const issues: LimitIssue[] = [];
  if (typeof day === 'number' && guest === null && day <= 0) {
    issues.push({ path: 'maxDayBookings', message: 'Valores maiores que zero' });
  }
  if (typeof day === 'number' && typeof guest === 'number' && day < guest) {
    issues.push({ path: 'maxDayBookings', message: 'Mínimo igual ao máx. reservas de convidados' });
  }
  if (typeof guest === 'number' && freeGuest === null) {
    issues.push({ path: 'maxFreeGuestDayBookings', message: 'Requerido' });
  }
  // Free guests fit in the guest limit, which falls back to the daily limit.
  const guestLimit = guest === null ? day : guest;
  if (typeof freeGuest === 'number' && typeof guestLimit === 'number' && freeGuest > guestLimit) {
    issues.push({ path: 'maxFreeGuestDayBookings', message: 'Excede o limite de reservas de convidados' });
  }
  return issues;
}
