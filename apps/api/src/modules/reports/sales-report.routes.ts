import { PassThrough } from 'node:stream';
import {
  salesReportDates,
  salesReportExportQuery,
  salesReportFileName,
  salesReportList,
  salesReportQuery,
} from '@reserva/shared/reports/sales-report.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './sales-report.service';
import { XLSX_TYPE } from './sales-report.xlsx';

// Spec 001 s.6-7: the sales report menu's keys open both calls.
const READ = requireAny('BOOKING_PAYMENT_REPORTS_FULL_ACCESS', 'BOOKING_PAYMENT_REPORTS_READ_ACCESS');
const tags = ['reports'];

export function salesReportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bookings/payments/reports',
      {
        config: { access: READ },
        schema: { tags, querystring: salesReportQuery, response: { 200: salesReportList } },
      },
      (request) => service.list(ctx, principalOf(request), request.query),
    );

    // The file is written while it downloads: the answer starts once the first rows are read, so a later
    // failure can only cut the download short (the web then reports 'Falha ao exportar').
    app.post(
      '/bookings/payments/reports/xlsx',
      {
        config: { access: READ },
        schema: { tags, querystring: salesReportExportQuery, body: salesReportDates },
      },
      async (request, reply) => {
        const write = await service.prepareExport(ctx, principalOf(request), request.body, request.query);
        const output = new PassThrough();
        write(output).catch((error: unknown) => {
          // A closed download is the user's choice; anything else is ours.
          if (output.destroyed) request.log.info('sales report export closed by the client');
          else request.log.error({ err: error }, 'sales report export failed');
          output.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${salesReportFileName(request.body)}"`)
          .send(output);
      },
    );
  };
}
