import { z } from 'zod';
import { todayInSaoPaulo } from '../common/dates';
import { DATE_ORDER_MESSAGE, whenFieldsValid } from '../common/fields.schemas';
import { listQuery, paged } from '../common/list.schemas';
import { requiredDate, WAVE_SIDES } from '../schedules/schedules.schemas';
import { withinExportPeriod } from './export.schemas';

// The sales report, 'Relatório de vendas' (spec 001 s.2, s.3 'Payment report row', s.5, s.7, s.9): the
// lines of the payments authorized between two São Paulo dates. The screen's form, the list's query and
// the export's body validate the dates with the same rules.

export const SALES_REPORT_SORTS = ['createdAt'] as const;
export type SalesReportSort = (typeof SALES_REPORT_SORTS)[number];

const dateFields = {
  authorizationDateInit: requiredDate,
  authorizationDateEnd: requiredDate,
};

const FUTURE = 'Data não pode ser no futuro';

/** Both dates required, neither in the future (São Paulo), the start not after the end (spec 001 s.5). */
function checkRange(
  value: { authorizationDateInit: string; authorizationDateEnd: string },
  ctx: z.RefinementCtx,
): void {
  const today = todayInSaoPaulo();
  if (value.authorizationDateInit > today) {
    ctx.addIssue({ code: 'custom', path: ['authorizationDateInit'], message: FUTURE });
  }
  if (value.authorizationDateEnd > today) {
    ctx.addIssue({ code: 'custom', path: ['authorizationDateEnd'], message: FUTURE });
  }
  if (value.authorizationDateInit > value.authorizationDateEnd) {
    ctx.addIssue({
      code: 'custom',
      path: ['authorizationDateInit'],
      message: DATE_ORDER_MESSAGE,
    });
  }
}
const whenDatesValid = whenFieldsValid('authorizationDateInit', 'authorizationDateEnd');

/** The screen's form ('Listar' and 'Exportar'). */
export const salesReportDates = z.strictObject(dateFields).superRefine(checkRange, { when: whenDatesValid });
export type SalesReportDates = z.infer<typeof salesReportDates>;

/** The export's body (POST /bookings/payments/reports/xlsx): the form's dates, at most a year apart. */
export const salesReportExport = salesReportDates.superRefine(
  ...withinExportPeriod('authorizationDateInit', 'authorizationDateEnd', 'authorizationDateInit'),
);
/** The form holds nulls while a date is empty. */
export type SalesReportFormValues = { [Key in keyof SalesReportDates]: string | null };

/** GET /bookings/payments/reports; the export takes the same `sort` / `order` (its `limit` and `page` are ignored). */
export const salesReportQuery = listQuery(SALES_REPORT_SORTS, 'createdAt')
  .extend(dateFields)
  .superRefine(checkRange, { when: whenDatesValid });
export type SalesReportQuery = z.infer<typeof salesReportQuery>;

/** The export's query: the list's sort and order; `limit` and `page` are accepted as the documents send them. */
export const salesReportExportQuery = listQuery(SALES_REPORT_SORTS, 'createdAt');
export type SalesReportExportQuery = z.infer<typeof salesReportExportQuery>;

/** One line of an authorized payment: a booking, a guest additional price or an extra (spec 001 s.3). */
export const salesReportItem = z.object({
  /** The payment line's id. */
  id: z.uuid(),
  bookingId: z.uuid(),
  activityName: z.string(),
  bookedDate: z.string(),
  bookedStartTime: z.string(),
  bookedEndTime: z.string(),
  /** The event's minimum experience code (spec 001 s.9). */
  scheduleExperience: z.number().int(),
  waveSide: z.enum(WAVE_SIDES).nullable(),
  /** The person booked. */
  customerName: z.string(),
  /** The store that sold the line: the extra's service provider, else the booking's seller. */
  sellerName: z.string().nullable(),
  itemName: z.string(),
  /** Cents: the line's unit price times its quantity. */
  itemBilledAmount: z.number().int(),
  authorizedAt: z.iso.datetime(),
  orderExternalId: z.string().nullable(),
});
export type SalesReportItem = z.infer<typeof salesReportItem>;
export const salesReportList = paged(salesReportItem);

/** The export's file name: `relatorio-de-vendas_2026-11-01_2026-11-24.xlsx`. */
export function salesReportFileName(dates: SalesReportDates): string {
  return `relatorio-de-vendas_${dates.authorizationDateInit}_${dates.authorizationDateEnd}.xlsx`;
}
