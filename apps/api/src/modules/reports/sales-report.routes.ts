import {
  salesReportExport,
  salesReportExportQuery,
  salesReportFileName,
  salesReportList,
  salesReportQuery,
} from '@reserva/shared/reports/sales-report.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './sales-report.service';
import { sendXlsx } from './xlsx-reply';

// Spec 001 s.6-7: the sales report menu's keys open both calls.
const READ = requireAny('BOOKING_PAYMENT_REPORTS_FULL_ACCESS', 'BOOKING_PAYMENT_REPORTS_READ_ACCESS');
const tags = ['reports'];

export function salesReportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bookings/payments/reports',
      {
        config: { access: READ },
        schema: {
          summary: 'List the lines of the payments authorized in a period (sales report)',
          tags,
          querystring: salesReportQuery,
          response: { 200: salesReportList },
        },
      },
      (request) => service.list(ctx, principalOf(request), request.query),
    );

    // The file is written while it downloads (xlsx-reply.ts); one export at a time per user: 409.
    app.post(
      '/bookings/payments/reports/xlsx',
      {
        config: { access: READ },
        schema: {
          summary: 'Export the sales report of a period (a year at most) as a spreadsheet',
          tags,
          querystring: salesReportExportQuery,
          body: salesReportExport,
        },
      },
      async (request, reply) => {
        const prepared = await service.prepareExport(ctx, principalOf(request), request.body, request.query);
        return sendXlsx(request, reply, prepared, salesReportFileName(request.body));
      },
    );
  };
}
