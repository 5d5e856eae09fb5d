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
