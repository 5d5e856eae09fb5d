import type { MemberEvent } from '@reserva/shared/members/members.schemas';
import type { BookableOccurrenceRow } from '../schedules/bookable-occurrences.repository';

// GET /me/events's answer as JSON text. A large venture's week is thousands of occurrences (2.4 MB):
// the schema's serializer (a zod pass, then JSON.stringify) took half of the request's time. The parts
// of an occurrence that are the same for every member are written once per cached expansion
// (agenda-cache.ts keeps its rows), and each answer adds only the person's four fields between them,
// in the schema's order: the text is byte for byte what the schema's serializer writes (the route's
// test compares them), and the API contract test validates it against the documented schema.

/** An occurrence as the person sees it. */
export interface AgendaItem {
  row: BookableOccurrenceRow;
  vacancies: number | null;
  isBooked: boolean;
  isDayLimitReached: boolean;
}

export function toMemberEvent({ row, vacancies, isBooked, isDayLimitReached }: AgendaItem): MemberEvent {
  return {
    activityScheduleId: row.activityScheduleId,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    activity: { id: row.activityId, name: row.activityName },
    spot: { id: row.spotId, name: row.spotName },
    modalityTitle: row.modalityTitle,
    vacancies,
    isFull: vacancies === 0,
    isBooked,
    isDayLimitReached,
    bookingPrice: row.bookingPrice,
    guestAdditionalBookingPrice: row.guestAdditionalBookingPrice,
    allowPartialTimeBookings: row.allowPartialTimeBookings,
  };
}

/** The text before and after the person's fields, by row (the rows live as long as their cache entry). */
const parts = new WeakMap<BookableOccurrenceRow, [head: string, tail: string]>();

function partsOf(item: AgendaItem): [string, string] {
  let found = parts.get(item.row);
  if (!found) {
    const { vacancies, isFull, isBooked, isDayLimitReached, ...rest } = toMemberEvent(item);
    const { bookingPrice, guestAdditionalBookingPrice, allowPartialTimeBookings, ...head } = rest;
    found = [
      JSON.stringify(head).slice(0, -1),
      JSON.stringify({ bookingPrice, guestAdditionalBookingPrice, allowPartialTimeBookings }).slice(1),
    ];
    parts.set(item.row, found);
  }
  return found;
}

/** `{ items }` as the schema's serializer writes it (memberEvents). */
export function agendaJson({ items }: { items: readonly AgendaItem[] }): string {
  const texts = items.map((item) => {
    const [head, tail] = partsOf(item);
    return `${head},"vacancies":${item.vacancies},"isFull":${item.vacancies === 0},"isBooked":${item.isBooked},"isDayLimitReached":${item.isDayLimitReached},${tail}`;
  });
  return `{"items":[${texts.join(',')}]}`;
}
