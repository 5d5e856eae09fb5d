import type { BookingReminderEvent } from '@reserva/shared/members/member-notices.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/socket-events';
import { sql } from 'drizzle-orm';
import { LOCAL_TODAY } from '../../db/local-time';
import { queryRows } from '../../db/raw';
import type { AppContext } from '../../plugins/context';
import { RepeatingJob } from '../../repeating-job';
import { brDate, passPageOf } from '../bookings/create-booking.service';
import { enqueueMail, type MailMessage } from '../mail/mail-outbox';
import { wantsMail } from './member-notices.repository';

// The reminder the day before (issue 31, point 8): every live booking whose event starts tomorrow (a
// São Paulo date) is mailed to its person once, unless they turned reminders off, and announced live
// to them and to whoever books for them. Every process runs the job; a reminder is claimed by inserting
// its booking's key in booking_reminders (ON CONFLICT DO NOTHING) in the transaction that writes its
// mail, so two rounds at once, in one process or several, send it once.

const ROUND_MS = 15 * 60_000;
/** The first round soon after the start, so that a restart does not delay the day's reminders. */
const FIRST_ROUND_MS = 5_000;
const BATCH = 100;

interface Reminder {
  bookingId: string;
  userId: string;
  /** The titular or host, who books for the person in the members' app. */
  hostId: string | null;
  name: string;
  email: string;
  activityName: string;
  spotName: string;
  spotAddress: string | null;
  bookedDate: string;
  startTime: string;
  endTime: string;
}

/** Each process looks for tomorrow's bookings to remind every quarter of an hour. */
export function bookingReminderJob(ctx: AppContext): RepeatingJob {
  return new RepeatingJob(
    () => sendBookingReminders(ctx),
    ROUND_MS,
    (error) => ctx.log.error({ err: error }, 'sending booking reminders failed'),
    FIRST_ROUND_MS,
  );
}

/** One round: the reminders of every live venture not sent yet; how many this round sent. */
export async function sendBookingReminders(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const reminders = await remindBatch(ctx);
    announce(ctx, reminders);
    sent += reminders.length;
    if (reminders.length < BATCH) return sent;
  }
}

/**
 * Claims up to BATCH of tomorrow's reminders due, of every live venture at once, and writes their
 * mails, in one transaction. Keyed on the date: bookings_live_booked_date_idx reads tomorrow's live
 * bookings in the order they are claimed.
 */
function remindBatch(ctx: AppContext): Promise<Reminder[]> {
  const passPage = passPageOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const reminders = await queryRows<Reminder>(
      tx,
      sql`WITH claimed AS (
          INSERT INTO booking_reminders (booking_id, booked_date, venture_id)
          SELECT b.id, b.booked_date, b.venture_id FROM bookings b
          WHERE b.booked_date = ${LOCAL_TODAY} + 1 AND b.deleted_at IS NULL
            AND EXISTS (SELECT 1 FROM ventures v WHERE v.id = b.venture_id AND v.deleted_at IS NULL)
            AND NOT EXISTS (SELECT 1 FROM booking_reminders r WHERE r.booking_id = b.id)
            AND ${wantsMail(sql`b.user_id`, 'REMINDER')}
          ORDER BY b.start_time, b.id LIMIT ${BATCH}
          ON CONFLICT DO NOTHING RETURNING booking_id, booked_date)
        SELECT b.id AS "bookingId", b.user_id AS "userId", u.host_id AS "hostId", u.name, u.email,
          a.name AS "activityName", s.name AS "spotName", s.address AS "spotAddress",
          b.booked_date::text AS "bookedDate", b.start_time::text AS "startTime", b.end_time::text AS "endTime"
        FROM claimed c JOIN bookings b ON b.id = c.booking_id AND b.booked_date = c.booked_date
          JOIN users u ON u.id = b.user_id
          JOIN activities a ON a.id = b.activity_id JOIN spots s ON s.id = a.spot_id
        ORDER BY b.start_time, b.id`,
    );
    for (const reminder of reminders)
      await enqueueMail(tx, reminderMail(reminder, passPage(reminder.bookingId)));
    return reminders;
  });
}

const hhmm = (time: string) => time.slice(0, 5);

function reminderMail(reminder: Reminder, passLink: string): MailMessage {
  const where = reminder.spotAddress ? `${reminder.spotName}, ${reminder.spotAddress}` : reminder.spotName;
  return {
    to: reminder.email,
    subject: `Lembrete: ${reminder.activityName} amanhã às ${hhmm(reminder.startTime)}`,
    text: [
      `Olá, ${reminder.name}. Lembramos a sua reserva de amanhã:`,
      '',
      `O quê: ${reminder.activityName}`,
      `Quando: ${brDate(reminder.bookedDate)}, das ${hhmm(reminder.startTime)} às ${hhmm(reminder.endTime)}`,
      `Onde: ${where}`,
      '',
      `Na portaria, apresente o seu passe: ${passLink}`,
      '',
      'Para deixar de receber lembretes, desligue-os nos avisos do aplicativo Reserva Sócio.',
    ].join('\n'),
  };
}

/** After the commit: the open apps of the person and of whoever books for them show it; the mail goes. */
function announce(ctx: AppContext, reminders: Reminder[]): void {
  for (const reminder of reminders) {
    const event: BookingReminderEvent = {
      bookingId: reminder.bookingId,
      title: `Lembrete: ${reminder.activityName} amanhã às ${hhmm(reminder.startTime)}`,
      description: `${reminder.name}, em ${reminder.spotName}.`,
    };
    ctx.realtime.toUsers(
      [reminder.userId, ...(reminder.hostId ? [reminder.hostId] : [])],
      SOCKET_EVENTS.bookingReminder,
      event,
    );
  }
  if (reminders.length > 0) void ctx.mail.kick();
}
