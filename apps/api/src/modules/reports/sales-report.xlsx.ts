import { waveSideLabel } from '@reserva/shared/schedules/schedules.rules';
import { whoMayBook } from '@reserva/shared/ventures/experience-levels.rules';
import type { LevelRange } from '@reserva/shared/ventures/experience-levels.schemas';
import type { SalesReportRow } from './sales-report.repository';
import type { XlsxSheet } from './xlsx-writer';

// The sales report as a spreadsheet (spec 001 s.9: a binary file): the list's columns, reais as
// numbers in a currency format and dates as Excel dates in São Paulo time (xlsx-writer.ts). The event's
// experience reads as the venture's levels that may book it (`levels` null: the code's label).

export const salesSheet = (levels: readonly LevelRange[] | null): XlsxSheet<SalesReportRow> => ({
  name: 'Relatório de vendas',
  columns: [
    { header: 'Atividade', width: 28, kind: 'text', value: (row) => row.activityName },
    { header: 'Data reservada', width: 15, kind: 'date', value: (row) => row.bookedDate },
    { header: 'Início', width: 9, kind: 'time', value: (row) => row.bookedStartTime },
    { header: 'Fim', width: 9, kind: 'time', value: (row) => row.bookedEndTime },
    {
      header: 'Nível de experiência',
      width: 20,
      kind: 'text',
      value: (row) => whoMayBook(row.scheduleExperience, levels),
    },
    { header: 'Lado da onda', width: 14, kind: 'text', value: (row) => waveSideLabel(row.waveSide) },
    { header: 'Comprador', width: 28, kind: 'text', value: (row) => row.customerName },
    { header: 'Loja', width: 24, kind: 'text', value: (row) => row.sellerName ?? '' },
    { header: 'Item', width: 28, kind: 'text', value: (row) => row.itemName },
    { header: 'Valor', width: 14, kind: 'money', value: (row) => row.itemBilledAmount },
    { header: 'Autorizado em', width: 18, kind: 'date-time', value: (row) => row.authorizedAt },
    { header: 'Pedido', width: 24, kind: 'text', value: (row) => row.orderExternalId ?? '' },
  ],
});
