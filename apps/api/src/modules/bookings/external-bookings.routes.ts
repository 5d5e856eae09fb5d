import { externalBookingInput } from '@reserva/shared/bookings/external-bookings.schemas';
import { createdId, verifiedQuery } from '@reserva/shared/common/list.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAccess } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { bookThroughLink } from './external-bookings.service';

// Public: the booking link's form (`/bookings/register?scheduleId=`) books without a sign-in, rate
// limited per client address and per e-mail.

export function externalBookingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/bookings/external-links',
      {
        config: { access: publicAccess },
        schema: {
          tags: ['bookings'],
          querystring: verifiedQuery,
          body: externalBookingInput,
          response: { 201: createdId },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await bookThroughLink(ctx, request.body, request.query, request.ip)),
    );
  };
}
