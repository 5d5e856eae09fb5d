import { paymentStatusLabel } from '@reserva/shared/bookings/payment-status';
import type { BookingRow } from '../bookings/bookings.repository';
import type { CancellationRow } from './booking-history.repository';
import type { XlsxSheet } from './xlsx-writer';

// The cancellations and no-shows reports as spreadsheets: the screens' columns, with the booked time
// split into a date and two times, each a real Excel date or time in São Paulo time (xlsx-writer.ts).

export const CANCELLATIONS_SHEET: XlsxSheet<CancellationRow> = {
  name: 'Cancelamentos',
  columns: [
    { header: 'Reservado para', width: 28, kind: 'text', value: (row) => row.memberName },
    { header: 'Atividade', width: 24, kind: 'text', value: (row) => row.activityName },
    { header: 'Local', width: 20, kind: 'text', value: (row) => row.spotName },
    { header: 'Data reservada', width: 15, kind: 'date', value: (row) => row.bookedDate },
    { header: 'Início', width: 9, kind: 'time', value: (row) => row.startTime },
    { header: 'Fim', width: 9, kind: 'time', value: (row) => row.endTime },
    // No user: the system cancelled it (a block, a deletion); the reason says which.
    { header: 'Cancelado por', width: 24, kind: 'text', value: (row) => row.cancelledByName ?? 'Sistema' },
    { header: 'Motivo', width: 32, kind: 'text', value: (row) => row.reason ?? '' },
    {
      header: 'Minutos antes do início',
      width: 12,
      kind: 'number',
      value: (row) => row.minutesBeforeScheduleStart,
    },
    {
      header: 'Após o prazo',
      width: 12,
      kind: 'text',
      value: (row) => (row.exceedCancellationDeadline ? 'Sim' : 'Não'),
    },
    { header: 'Cancelado em', width: 18, kind: 'date-time', value: (row) => row.createdAt },
    { header: 'Pagamento', width: 16, kind: 'text', value: (row) => paymentStatusLabel(row.paymentStatus) },
  ],
};

export const NO_SHOWS_SHEET: XlsxSheet<BookingRow> = {
  name: 'No shows',
  columns: [
    { header: 'Membro', width: 28, kind: 'text', value: (row) => row.userName },
    { header: 'Grupo', width: 14, kind: 'text', value: (row) => row.groupName },
    { header: 'Anfitrião', width: 24, kind: 'text', value: (row) => row.hostName ?? '' },
    { header: 'Atividade', width: 24, kind: 'text', value: (row) => row.activityName },
    { header: 'Local', width: 20, kind: 'text', value: (row) => row.spotName },
    { header: 'Data reservada', width: 15, kind: 'date', value: (row) => row.bookedDate },
    { header: 'Início', width: 9, kind: 'time', value: (row) => row.startTime },
    { header: 'Fim', width: 9, kind: 'time', value: (row) => row.endTime },
    { header: 'Reservado em', width: 18, kind: 'date-time', value: (row) => row.createdAt },
    { header: 'Pagamento', width: 16, kind: 'text', value: (row) => paymentStatusLabel(row.paymentStatus) },
  ],
};
