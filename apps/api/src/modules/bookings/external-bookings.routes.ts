import {
  externalBookingConfirmation,
  externalBookingConfirmed,
  externalBookingInput,
  externalBookingRequested,
  externalBookingSummary,
} from '@reserva/shared/bookings/external-bookings.schemas';
import { verifiedQuery } from '@reserva/shared/common/list.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAccess } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { confirmBooking, previewBooking, requestBooking } from './external-bookings.service';

// Public: the booking link's form (`/bookings/register?scheduleId=`) asks for a booking without a
// sign-in, and the mailed link's page (`/bookings/register/confirm?token=`) shows and confirms it; all
// rate limited per client address (the form per e-mail too).

export function externalBookingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/bookings/external-links',
      {
        config: { access: publicAccess },
        schema: {
          summary: 'Ask for a booking through an event link',
          tags: ['bookings'],
          description:
            'Stores a booking request and mails its confirmation link to the e-mail given; answers 202 with the same body whoever the e-mail or CPF belong to.',
          body: externalBookingInput,
          response: { 202: externalBookingRequested },
        },
      },
      async (request, reply) => reply.status(202).send(await requestBooking(ctx, request.body, request.ip)),
    );

    app.post(
      '/bookings/external-links/confirmations/preview',
      {
        config: { access: publicAccess },
        schema: {
          summary: 'Read what a booking link would book',
          tags: ['bookings'],
          description:
            'What the request of a mailed link books (the offer, the date and times, the prices), for its page before the confirmation; a POST keeps the token out of URLs and logs.',
          body: externalBookingConfirmation,
          response: { 200: externalBookingSummary },
        },
      },
      (request) => previewBooking(ctx, request.body.token, request.ip),
    );

    app.post(
      '/bookings/external-links/confirmations',
      {
        config: { access: publicAccess },
        schema: {
          summary: 'Confirm a booking asked for through an event link',
          tags: ['bookings'],
          description: 'Books what a request asked for, with the token of its mailed link (once).',
          querystring: verifiedQuery,
          body: externalBookingConfirmation,
          response: { 201: externalBookingConfirmed },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await confirmBooking(ctx, request.body.token, request.query, request.ip)),
    );
  };
}
