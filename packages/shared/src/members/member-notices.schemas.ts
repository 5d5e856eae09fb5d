import { z } from 'zod';

// Sócio's notices (issue 31, point 8): which of a person's notices reach them by mail, and the live
// reminder of the day before a booking (docs/decisions.md, The members' app).

/**
 * The notices mailed to a person: their booking confirmed, their booking cancelled, a queue place taken
 * for them, and the reminder the day before each booking. The names follow the staff's notice kinds.
 */
export const MEMBER_NOTICE_KINDS = ['BOOKING', 'CANCELLATION', 'QUEUE', 'REMINDER'] as const;
export const memberNoticeKind = z.enum(MEMBER_NOTICE_KINDS);
export type MemberNoticeKind = z.infer<typeof memberNoticeKind>;

/** PUT /me/notice-preferences: the kinds that reach the person by mail (those left out do not). */
export const memberNoticePreferencesUpdate = z.strictObject({
  kinds: z
    .array(memberNoticeKind)
    .max(MEMBER_NOTICE_KINDS.length * 2)
    .transform((kinds) => [...new Set(kinds)]),
});
export type MemberNoticePreferencesUpdate = z.output<typeof memberNoticePreferencesUpdate>;

/** GET /me/notice-preferences. */
export const memberNoticePreferences = z.object({
  kinds: z.array(memberNoticeKind),
  /** Never chosen: every kind reaches the person. */
  isDefault: z.boolean(),
});
export type MemberNoticePreferences = z.infer<typeof memberNoticePreferences>;

export const bookingReminderEvent = z.object({
  bookingId: z.uuid(),
  /** 'Lembrete: Tênis amanhã às 08:00'. */
  title: z.string(),
  description: z.string(),
});
export type BookingReminderEvent = z.infer<typeof bookingReminderEvent>;
