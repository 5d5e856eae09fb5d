import {
  bookingCreateQuery,
  bookingDetails,
  bookingInput,
  bookingItemsAnswer,
  bookingItemsInput,
  bookingList,
  bookingListQuery,
  cancelBookingInput,
  checkin,
  checkinList,
  externalPaymentAnswer,
} from '@reserva/shared/bookings/bookings.schemas';
import { createdId, idParams } from '@reserva/shared/common/list.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as changes from './booking-changes.service';
import { changeItems } from './booking-items.service';
import * as service from './bookings.service';
import { createBooking } from './create-booking.service';

// Spec 001 s.6 and s.7: reading goes with the bookings menu keys; booking and changing optionals with
// BOOKING_FULL / WRITE; cancelling with FULL / DELETE; check-ins and payments with their own keys.
const READ = requireAny('BOOKING_FULL_ACCESS', 'BOOKING_READ_ACCESS', 'BOOKING_SELLER_READ_ACCESS');
// The no-shows report reads the list too, with noShowOnly=true only (bookings.service.ts, listScopeOf).
const LIST = requireAny(
  'BOOKING_FULL_ACCESS',
  'BOOKING_READ_ACCESS',
  'BOOKING_SELLER_READ_ACCESS',
  'BOOKING_NO_SHOW_HISTORY_FULL_ACCESS',
  'BOOKING_NO_SHOW_HISTORY_READ_ACCESS',
);
const WRITE = requireAny('BOOKING_FULL_ACCESS', 'BOOKING_WRITE_ACCESS');
const CANCEL = requireAny('BOOKING_FULL_ACCESS', 'BOOKING_DELETE_ACCESS');
const CHECKIN = requireAny(
  'BOOKING_CHECKIN_FULL_ACCESS',
  'BOOKING_CHECKIN_READ_ACCESS',
  'BOOKING_CHECKIN_WRITE_ACCESS',
);
const CHECKIN_WRITE = requireAny('BOOKING_CHECKIN_FULL_ACCESS', 'BOOKING_CHECKIN_WRITE_ACCESS');
const CHECKIN_DELETE = requireAny('BOOKING_CHECKIN_FULL_ACCESS', 'BOOKING_CHECKIN_DELETE_ACCESS');
const PAY = requireAny('BOOKING_PAYMENT_FULL_ACCESS', 'BOOKING_PAYMENT_WRITE_ACCESS');
const tags = ['bookings'];
const noContent = { 204: z.null() };

export function bookingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bookings',
      {
        config: { access: LIST },
        schema: {
          summary: 'List bookings, with filters, sort and pages',
          tags,
          querystring: bookingListQuery,
          response: { 200: bookingList },
        },
      },
      (request) => service.list(ctx, principalOf(request), request.query),
    );

    app.get(
      '/bookings/:id',
      {
        config: { access: READ },
        schema: { summary: 'Read a booking', tags, params: idParams, response: { 200: bookingDetails } },
      },
      (request) => service.details(ctx, principalOf(request), request.params.id),
    );

    app.post(
      '/bookings',
      {
        config: { access: WRITE },
        schema: {
          summary: 'Book a person into an event occurrence',
          tags,
          querystring: bookingCreateQuery,
          body: bookingInput,
          response: { 201: createdId },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createBooking(ctx, principalOf(request), request.body, request.query)),
    );

    app.put(
      '/bookings/:id/items',
      {
        config: { access: WRITE },
        schema: {
          summary: "Change a booking's optional items and extras",
          tags,
          params: idParams,
          body: bookingItemsInput,
          response: { 200: bookingItemsAnswer },
        },
      },
      (request) => changeItems(ctx, principalOf(request), request.params.id, request.body),
    );

    app.post(
      '/bookings/:id/cancel',
      {
        config: { access: CANCEL },
        schema: {
          summary: 'Cancel a booking',
          tags,
          params: idParams,
          body: cancelBookingInput,
          response: noContent,
        },
      },
      async (request, reply) => {
        await changes.cancel(ctx, principalOf(request), request.params.id, request.body.reason ?? null);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/bookings/:id/checkins',
      {
        config: { access: CHECKIN },
        schema: {
          summary: "List a booking's check-ins",
          tags,
          params: idParams,
          response: { 200: checkinList },
        },
      },
      async (request) => ({
        items: await changes.listCheckins(ctx, principalOf(request), request.params.id),
      }),
    );

    app.post(
      '/bookings/:id/checkins',
      {
        config: { access: CHECKIN_WRITE },
        schema: {
          summary: 'Check a person in',
          description: `A repeat within ${changes.CHECKIN_REPEAT_MINUTES} minutes of the last check-in answers that one (200).`,
          tags,
          params: idParams,
          response: { 200: checkin, 201: checkin },
        },
      },
      async (request, reply) => {
        const added = await changes.addCheckin(ctx, principalOf(request), request.params.id);
        return reply.status(added.created ? 201 : 200).send(added.checkin);
      },
    );

    app.delete(
      '/bookings/checkins/:id',
      {
        config: { access: CHECKIN_DELETE },
        schema: { summary: 'Undo a check-in', tags, params: idParams, response: noContent },
      },
      async (request, reply) => {
        await changes.removeCheckin(ctx, principalOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/bookings/:id/external-payments',
      {
        config: { access: PAY },
        schema: {
          summary: "Record a booking's payment at the club",
          tags,
          params: idParams,
          response: { 200: externalPaymentAnswer },
        },
      },
      (request) => changes.payAtClub(ctx, principalOf(request), request.params.id),
    );
  };
}
