import type { MemberEvent } from '@reserva/shared/members/members.schemas';
import type { BookableOccurrenceRow } from '../schedules/bookable-occurrences.repository';

// GET /me/events's answer as JSON bytes. A large venture's week is thousands of occurrences (2.7 MB):
// the schema's serializer (a zod pass, then JSON.stringify) took half of the request's time. The parts
// of an occurrence that are the same for every member are encoded once per cached expansion
// (agenda-cache.ts keeps its rows), and each answer copies them into one buffer with only the person's
// four fields between them, in the schema's order: no text of the whole answer is built and encoded
// again per request (a string of megabytes, then its bytes). The bytes are those the schema's
// serializer writes (the route's test compares them), and the API contract test validates them
// against the documented schema.

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

/** The bytes before and after the person's fields, by row (the rows live as long as their cache entry). */
const parts = new WeakMap<BookableOccurrenceRow, [head: Buffer, tail: Buffer]>();

function partsOf(item: AgendaItem): [Buffer, Buffer] {
  let found = parts.get(item.row);
  if (!found) {
    const { vacancies, isFull, isBooked, isDayLimitReached, ...rest } = toMemberEvent(item);
    const { bookingPrice, guestAdditionalBookingPrice, allowPartialTimeBookings, ...head } = rest;
    found = [
      Buffer.from(JSON.stringify(head).slice(0, -1)),
      Buffer.from(
        JSON.stringify({ bookingPrice, guestAdditionalBookingPrice, allowPartialTimeBookings }).slice(1),
      ),
    ];
    parts.set(item.row, found);
  }
  return found;
}

/** The person's fields of an occurrence: numbers, booleans and null, ASCII only. */
const personFields = (item: AgendaItem) =>
  `,"vacancies":${item.vacancies},"isFull":${item.vacancies === 0},"isBooked":${item.isBooked},"isDayLimitReached":${item.isDayLimitReached},`;

const OPEN = '{"items":[';
const CLOSE = ']}';

/** `{ items }` as the schema's serializer writes it (memberEvents), UTF-8. */
export function agendaJson({ items }: { items: readonly AgendaItem[] }): Buffer {
  const pieces = items.map((item) => ({ parts: partsOf(item), fields: personFields(item) }));
  let length = OPEN.length + CLOSE.length + Math.max(items.length - 1, 0);
  for (const {
    parts: [head, tail],
    fields,
  } of pieces)
    length += head.length + fields.length + tail.length;
  const out = Buffer.allocUnsafe(length);
  let at = out.write(OPEN, 0, 'latin1');
  pieces.forEach(({ parts: [head, tail], fields }, index) => {
    if (index > 0) at = out.writeUInt8(0x2c, at); // ','
    at += head.copy(out, at);
    at += out.write(fields, at, 'latin1');
    at += tail.copy(out, at);
  });
  out.write(CLOSE, at, 'latin1');
  return out;
}
