import { useBookingReminders } from '../api';

/** Renders nothing: shows each booking reminder as it arrives (inside the face's socket provider). */
export function MemberReminderToasts() {
  useBookingReminders();
  return null;
}
