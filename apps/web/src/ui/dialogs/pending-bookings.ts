import { ApiError } from '../../app/session/api-client';

// Spec 002, sections 4 and 8: editing or deleting a record with pending bookings first answers
// `has-bookings-pending`; after the user confirms, the same call is repeated with isVerified true.
export const PENDING_BOOKINGS_CODE = 'has-bookings-pending';

/** Whether a failed call asks for the pending-bookings confirmation (mutations skip their toast for it). */
export function isPendingBookingsError(error: unknown): boolean {
  return error instanceof ApiError && error.message === PENDING_BOOKINGS_CODE;
}

export type VerifiedCall<T> = (isVerified: boolean) => Promise<T>;

/**
 * Runs `call` unverified; when the server asks, `confirm()` decides whether to repeat it verified.
 * Resolves to undefined when the user declines; any other failure is thrown as it came.
 */
export async function runWithPendingBookingsCheck<T>(
  call: VerifiedCall<T>,
  confirm: () => Promise<boolean>,
): Promise<T | undefined> {
  try {
    return await call(false);
  } catch (error) {
    if (!isPendingBookingsError(error)) throw error;
  }
  return (await confirm()) ? call(true) : undefined;
}
