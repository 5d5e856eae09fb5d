import { countText } from '@reserva/shared/common/count-text';
import { formatDate, formatMoney, formatTime } from '../../ui/format';

// How bookings read in every table and on the details page (spec 001 s.1: dd/MM/yyyy and HH:MM).

/** 08:00–09:30 */
export function timeSpanText(booking: { startTime: string; endTime: string }): string {
  return `${formatTime(booking.startTime)}–${formatTime(booking.endTime)}`;
}

/** 01/05/2024 08:00–09:30 */
export function bookedTimeText(booking: { bookedDate: string; startTime: string; endTime: string }): string {
  return `${formatDate(booking.bookedDate)} ${timeSpanText(booking)}`;
}

/** An event extra as the optionals pickers offer it: name, price and, when limited, the units left. */
export function extraLabel(item: { name: string; price: number; available?: number | null }): string {
  const left =
    item.available === undefined || item.available === null
      ? ''
      : ` (${countText(item.available, 'disponível', 'disponíveis')})`;
  return `${item.name} · ${formatMoney(item.price)}${left}`;
}
