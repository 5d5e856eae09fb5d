import {
  cancellationHistoryList,
  cancellationHistoryQuery,
} from '@reserva/shared/reports/booking-history.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { cancellations } from './booking-history.service';

// Spec 001 s.6: the cancellations report opens with its menu keys. (The no-shows report reads
// GET /bookings?noShowOnly=true, open to its keys in bookings.routes.ts.)
const CANCELLATIONS_READ = requireAny(
  'BOOKING_CANCELLATION_HISTORY_FULL_ACCESS',
  'BOOKING_CANCELLATION_HISTORY_READ_ACCESS',
);

export function bookingHistoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bookings/cancellation-histories',
      {
        config: { access: CANCELLATIONS_READ },
        schema: {
          tags: ['reports'],
          querystring: cancellationHistoryQuery,
          response: { 200: cancellationHistoryList },
        },
      },
      (request) => cancellations(ctx, principalOf(request), request.query),
    );
  };
}
