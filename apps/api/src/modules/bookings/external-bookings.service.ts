import type { ExternalBookingInput } from '@reserva/shared/bookings/external-bookings.schemas';
import { isPersonGroup } from '@reserva/shared/people/people.rules';
import type { Executor } from '../../db/client';
import { pgErrorOf } from '../../db/pg-error';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { countAttempt, type ThrottleRule } from '../../plugins/throttle';
import { ensureOnboards } from '../people/people.repository';
import { findOpenSchedule } from '../schedules/external-links.repository';
import * as users from '../users/users.repository';
import { announceBooked, bookInTransaction } from './create-booking.service';
import * as repository from './external-bookings.repository';
import { inTransactionWithRetry } from './transactions';

// POST /bookings/external-links: the public form (spec 001 s.2, s.4 External booking). The person is
// found by e-mail or CPF, or registered as a MEMBER of the event's venture, and booked through the
// same path as POST /bookings. The answers never tell whether the e-mail or CPF was known
// (docs/decisions.md, Public booking form).

const FIFTEEN_MINUTES = 15 * 60;
// Every submission counts, booked or not: each may register a person and mails one.
const BY_ADDRESS: ThrottleRule = {
  bucket: 'external-booking:address',
  limit: 20,
  windowSeconds: FIFTEEN_MINUTES,
};
const BY_EMAIL: ThrottleRule = { bucket: 'external-booking:email', limit: 5, windowSeconds: FIFTEEN_MINUTES };
const NEW_PERSON_GROUP = 'MEMBER';
const UNIQUE_VIOLATION = '23505';

export async function bookThroughLink(
  ctx: AppContext,
  input: ExternalBookingInput,
  flags: { isVerified: boolean },
  address: string,
): Promise<{ id: string }> {
  await countAttempt(ctx.db, [
    { rule: BY_ADDRESS, subject: address },
    { rule: BY_EMAIL, subject: input.email },
  ]);
  const schedule = await findOpenSchedule(ctx.db, input.activityScheduleId);
  if (!schedule) throw new AppError('schedule-not-found');
  const actor = { sellerId: null, ventureId: schedule.ventureId };
  const book = () =>
    inTransactionWithRetry(ctx.db, async (tx) => {
      const userId = await findOrRegister(tx, schedule.ventureId, input);
      const booked = await bookInTransaction(
        tx,
        actor,
        {
          activityScheduleId: input.activityScheduleId,
          bookedDate: input.bookedDate,
          userId,
          bookingQueueId: input.bookingQueueId,
          startTime: input.startTime,
          endTime: input.endTime,
          items: input.items,
          scheduleItems: [],
          paymentType: null,
          description: input.description,
          // The confirmation goes to the e-mail's owner, whoever filled in the form.
          notifyCustomer: true,
        },
        { isVerified: flags.isVerified, skipLimits: false },
      );
      return { ...booked, priced: await repository.hasPayment(tx, booked.id) };
    });
  // A staff user may register the same e-mail or CPF meanwhile: run again, and the person is found.
  const booked = await book().catch((error: unknown) => {
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) return book();
    throw error;
  });
  announceBooked(ctx, booked);
  // No one has a wallet to charge: the booking stands and its payment waits to be paid at the club.
  // What the person's record lacks for payment (step 10) is not answered: it would tell a known person
  // from a new one.
  if (booked.priced) throw new AppError('wallet-not-found', { id: booked.id });
  return { id: booked.id };
}

/**
 * The person the e-mail or the CPF names, linked to the venture; else a new MEMBER of the venture.
 * An e-mail and a CPF of two different accounts, or of an account that is not a person, book no one.
 */
async function findOrRegister(tx: Executor, ventureId: string, input: ExternalBookingInput): Promise<string> {
  const cpf = input.cpf ?? null;
  await repository.lockIdentity(tx, input.email, cpf);
  const found = await repository.findIdentities(tx, input.email, cpf);
  const [person, other] = found;
  if (other || (person && !isPersonGroup(person.groupKey))) throw new AppError('user-identity-mismatch');
  const id = person?.id ?? (await register(tx, input, cpf));
  // A known person may book through another venture's link, as a new one would.
  await users.replaceVentures(tx, id, [ventureId], []);
  await ensureOnboards(tx, id);
  return id;
}

async function register(tx: Executor, input: ExternalBookingInput, cpf: string | null): Promise<string> {
  const [group] = (await users.listGroups(tx)).filter((candidate) => candidate.key === NEW_PERSON_GROUP);
  if (!group) throw new Error(`the ${NEW_PERSON_GROUP} group is missing`);
  const user = await users.insertUser(tx, {
    name: input.name,
    email: input.email,
    cpf,
    phone: input.phone ?? null,
    cnpj: null,
    companyName: null,
    tradeName: null,
    bio: null,
    featureGroupId: group.id,
  });
  return user.id;
}
