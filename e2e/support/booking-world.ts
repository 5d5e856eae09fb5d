import type { SessionResponse } from '@reserva/shared/auth/auth.schemas';
import { expect } from 'vitest';
import { apiCall, baseUrl } from './browser';

// Bookable worlds for the booking specs, made through the API as a staff user: a spot of its own, an
// activity, and daily events from today, so that no spec's places or limits meet another's.

/** The date `days` from today in São Paulo, as YYYY-MM-DD. */
export const saoPauloDate = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

export interface EventTimes {
  startTime: string;
  endTime: string;
  /** One place unless said. */
  totalVacancies?: number;
}

export interface WorldOptions {
  spotName: string;
  spotAddress?: string;
  activityName: string;
  /** One daily event (of one place unless said; no guest or lodger places) per entry. */
  events: EventTimes[];
  bookingPrice?: number;
  server?: string;
}

export interface World {
  activityId: string;
  scheduleIds: string[];
}

/** POSTs `body` to `path` as `session` and returns the new record's id (expects 201). */
export async function createdId(
  session: SessionResponse,
  path: string,
  body: object,
  server = baseUrl(),
): Promise<string> {
  const response = await apiCall(session.token, 'POST', path, body, server);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function createBookableWorld(session: SessionResponse, options: WorldOptions): Promise<World> {
  const { server = baseUrl() } = options;
  const spotId = await createdId(
    session,
    '/spots',
    {
      name: options.spotName,
      description: null,
      address: options.spotAddress ?? null,
      isActive: true,
      isLivingArea: false,
      ventureId: session.venture.id,
    },
    server,
  );
  const activityId = await createdId(
    session,
    '/activities',
    { name: options.activityName, description: null, bookingPrice: null, isActive: true, spotId },
    server,
  );
  const scheduleIds: string[] = [];
  for (const times of options.events) {
    const body = {
      startDate: saoPauloDate(0),
      totalVacancies: 1,
      guestVacancies: 0,
      lodgerVacancies: 0,
      bookingPrice: options.bookingPrice ?? 0,
      guestAdditionalBookingPrice: 0,
      ...times,
    };
    scheduleIds.push(await createdId(session, `/activities/${activityId}/schedules`, body, server));
  }
  return { activityId, scheduleIds };
}

/** The first demo members by name. */
export async function demoMembers(
  session: SessionResponse,
  limit: number,
  server = baseUrl(),
): Promise<{ id: string; name: string }[]> {
  const response = await apiCall(
    session.token,
    'GET',
    `/users?featureGroups=MEMBER&limit=${limit}&sort=name&order=ASC`,
    undefined,
    server,
  );
  return ((await response.json()) as { items: { id: string; name: string }[] }).items;
}

/**
 * Books the first demo member by name in `scheduleId` on `bookedDate`; its name and the booking's id.
 * A demo member may lack what a payment needs ('Cadastro incompleto', 422): the booking stands either way.
 * Forced past the daily limit (the session holds the force key): other specs book her the same days.
 */
export async function bookDemoMember(
  session: SessionResponse,
  scheduleId: string,
  bookedDate: string,
): Promise<{ memberName: string; bookingId: string }> {
  const [member] = await demoMembers(session, 1);
  if (!member) throw new Error('the demo has no member');
  const response = await apiCall(session.token, 'POST', '/bookings?skipLimits=true', {
    activityScheduleId: scheduleId,
    userId: member.id,
    bookedDate,
  });
  const answer = (await response.json()) as { id?: string; metaData?: { id: string } };
  expect([201, 422], JSON.stringify(answer)).toContain(response.status);
  const bookingId = answer.id ?? answer.metaData?.id;
  if (!bookingId) throw new Error(`no booking: ${JSON.stringify(answer)}`);
  return { memberName: member.name, bookingId };
}
