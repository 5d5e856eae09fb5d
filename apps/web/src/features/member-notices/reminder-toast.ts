import type { BookingReminderEvent } from '@reserva/shared/members/member-notices.schemas';

/**
 * One toast for the reminders that arrived together: a round reminds a whole family's bookings of
 * tomorrow at once, and five toasts would cover the screen.
 */
export function reminderToast(batch: readonly BookingReminderEvent[]): { title: string; message: string } {
  const [only] = batch;
  if (only && batch.length === 1) return { title: only.title, message: only.description };
  const lines = batch.map(
    ({ title, description }) => `${title.replace(/^Lembrete: /, '')} (${description.replace(/\.$/, '')})`,
  );
  return { title: `${batch.length} lembretes para amanhã`, message: lines.join('; ') };
}
