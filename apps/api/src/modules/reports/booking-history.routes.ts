import {
  cancellationExportInput,
  cancellationExportQuery,
  cancellationHistoryList,
  cancellationHistoryQuery,
  cancellationsFileName,
  noShowExportInput,
  noShowExportQuery,
  noShowsFileName,
} from '@reserva/shared/reports/booking-history.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { cancellations, exportCancellations, exportNoShows } from './booking-history.service';
import { sendXlsx } from './xlsx-reply';

// Spec 001 s.6: the cancellations report opens with its menu keys. (The no-shows report reads
// GET /bookings?noShowOnly=true, open to its keys in bookings.routes.ts.) Each export takes its list's
// keys and filters, and writes the file while it downloads (xlsx-reply.ts); 409 while the user's
// previous export runs.
const CANCELLATIONS_READ = requireAny(
  'BOOKING_CANCELLATION_HISTORY_FULL_ACCESS',
  'BOOKING_CANCELLATION_HISTORY_READ_ACCESS',
);
// The keys of GET /bookings, whose no-shows (noShowOnly) the export reads: listScopeOf then says whose.
const NO_SHOWS_READ = requireAny(
  'BOOKING_FULL_ACCESS',
  'BOOKING_READ_ACCESS',
  'BOOKING_SELLER_READ_ACCESS',
  'BOOKING_NO_SHOW_HISTORY_FULL_ACCESS',
  'BOOKING_NO_SHOW_HISTORY_READ_ACCESS',
);
const tags = ['reports'];

export function bookingHistoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bookings/cancellation-histories',
      {
        config: { access: CANCELLATIONS_READ },
        schema: {
          summary: "List the venture's cancellations",
          tags,
          querystring: cancellationHistoryQuery,
          response: { 200: cancellationHistoryList },
        },
      },
      (request) => cancellations(ctx, principalOf(request), request.query),
    );

    app.post(
      '/bookings/cancellation-histories/xlsx',
      {
        config: { access: CANCELLATIONS_READ },
        schema: {
          summary: 'Export the cancellations of a period (a year at most) as a spreadsheet',
          tags,
          querystring: cancellationExportQuery,
          body: cancellationExportInput,
        },
      },
      async (request, reply) => {
        const prepared = await exportCancellations(ctx, principalOf(request), request.body, request.query);
        return sendXlsx(request, reply, prepared, cancellationsFileName(request.body));
      },
    );

    app.post(
      '/bookings/no-shows/xlsx',
      {
        config: { access: NO_SHOWS_READ },
        schema: {
          summary: 'Export the no-shows of a period (a year at most) as a spreadsheet',
          tags,
          querystring: noShowExportQuery,
          body: noShowExportInput,
        },
      },
      async (request, reply) => {
        const prepared = await exportNoShows(ctx, principalOf(request), request.body, request.query);
        return sendXlsx(request, reply, prepared, noShowsFileName(request.body));
      },
    );
  };
}
