import { idParams } from '@reserva/shared/common/list.schemas';
import {
  bookingPass,
  deskToday,
  deskTodayQuery,
  passCheckin,
  passCheckinInput,
} from '@reserva/shared/desk/desk.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAny, requireEach } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { CHECKIN_REPEAT_MINUTES } from '../bookings/booking-changes.service';
import { READ_ALL, READ_ANY } from '../bookings/bookings.service';
import * as desk from './desk.service';
import * as passes from './pass-checkin.service';

// The concierge's app (Portaria) opens with APP_CONCIERGE_ACCESS, and each of its calls still needs
// the keys of what it does: reading the venture's bookings, checking people in (issue 30, point 5).
const APP = ['APP_CONCIERGE_ACCESS'];
const TODAY = requireEach(APP, READ_ALL);
const CHECKIN = requireEach(APP, ['BOOKING_CHECKIN_FULL_ACCESS', 'BOOKING_CHECKIN_WRITE_ACCESS']);
const tags = ['desk'];

export function deskRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/desk/today',
      {
        config: { access: TODAY },
        schema: {
          summary: "A page of the venture's events of today with their people, for the desk",
          description:
            "The occurrences of today (São Paulo) in the session's venture, by start time, with their " +
            'places, counts, bookings and queue, a page at a time (`page`, `limit`); `period=upcoming` ' +
            'keeps those not ended yet. `q` narrows to the people found by name, CPF or phone and the ' +
            'events where they are booked or queued; the counts stay the whole event’s.',
          tags,
          querystring: deskTodayQuery,
          response: { 200: deskToday },
        },
      },
      (request) => desk.today(ctx, principalOf(request), request.query),
    );

    app.get(
      '/bookings/:id/pass',
      {
        config: { access: requireAny(...READ_ANY) },
        schema: {
          summary: "A booking's pass: the signed code of its QR image",
          tags: ['bookings'],
          params: idParams,
          response: { 200: bookingPass },
        },
      },
      (request) => passes.passOf(ctx, principalOf(request), request.params.id),
    );

    app.post(
      '/desk/passes/check-in',
      {
        config: { access: CHECKIN },
        schema: {
          summary: 'Check a booking in by its pass',
          description:
            "The pass of a booking of today in the session's venture, neither cancelled nor ended. " +
            `A repeat within ${CHECKIN_REPEAT_MINUTES} minutes of the last check-in answers that one (200).`,
          tags,
          body: passCheckinInput,
          response: { 200: passCheckin, 201: passCheckin },
        },
      },
      async (request, reply) => {
        const answer = await passes.checkInByPass(ctx, principalOf(request), request.body.code);
        return reply.status(answer.alreadyCheckedIn ? 200 : 201).send(answer);
      },
    );
  };
}
