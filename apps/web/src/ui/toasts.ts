import { notifications } from '@mantine/notifications';
import { errorText } from '@reserva/shared/errors';

// Spec 000, section 8: toasts last 3 seconds, top-right (set on <Notifications>), closable.
const DURATION = 3000;

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
  showErrorMessage(title, errorText(error instanceof Error ? error.message : undefined, fallback));
}

/** Success toast; without a message the title is shown alone. */
export function showSuccessToast(title: string, message?: string): void {
  const text = message === undefined ? { message: title } : { title, message };
  notifications.show({ color: 'teal', ...text, autoClose: DURATION, withCloseButton: true });
}
