import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import { readEarly } from '../../app/session/early-reads';

/** The query of a day's events, of one activity or all (the Agenda's, and its early read's). */
export function memberEventsQuery(date: string, activityId: string | null = null) {
  return { startDate: date, endDate: date, ...(activityId && { activityId }) };
}

/**
 * Sócio opened with a stored session: the layout's `/me` is read at once and, on the Agenda (the app's
 * first screen), its activities and today's events, while the signed-in app's code loads.
 */
export function startAgendaReads(pathname: string): void {
  readEarly('/me');
  if (pathname.replace(/\/+$/, '') !== '/app') return;
  readEarly('/me/activities');
  readEarly('/me/events', memberEventsQuery(todayInSaoPaulo()));
}
