import { notifications } from '@mantine/notifications';

// Spec 000, section 8: toasts last 3 seconds, top-right (set on <Notifications>), closable.
const DURATION = 3000;

// The Portuguese texts of the server's codes are needed only when a call fails: fetched then, not
// with the first screen (the sign-in stays under its weight goal).
let errorTexts: Promise<typeof import('@reserva/shared/errors')> | undefined;

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
}

export function showErrorMessage(title: string, message: string): void {
  notifications.show({ color: 'red', title, message, autoClose: DURATION, withCloseButton: true });
}

/** A yellow notice: something did not work, and the user can carry on another way. */
export function showWarningMessage(title: string, message: string): void {
  notifications.show({ color: 'yellow', title, message, autoClose: DURATION, withCloseButton: true });
}

/**
 * Error toast for a failed call: the server's code in Portuguese, or `fallback`. Skipped on 401,
 * because the session expiry already told the user (spec 000, section 8).
 */
export function showErrorToast(title: string, error: unknown, fallback: string): void {
  if (statusOf(error) === 401) return;
  const code = error instanceof Error ? error.message : undefined;
  // Should the texts fail to load (offline before they ever arrived), the fallback still tells the user.
  errorTexts ??= import('@reserva/shared/errors').catch((error: unknown) => {
    errorTexts = undefined; // asked again by the next failure, once back online
    throw error;
  });
  void errorTexts
    .then(({ errorText }) => errorText(code, fallback))
    .catch(() => fallback)
    .then((text) => showErrorMessage(title, text));
}

/** Success toast; without a message the title is shown alone. */
export function showSuccessToast(title: string, message?: string): void {
  const text = message === undefined ? { message: title } : { title, message };
  notifications.show({ color: 'teal', ...text, autoClose: DURATION, withCloseButton: true });
}
