import { sessionResponse } from '@reserva/shared/auth/auth.schemas';
import { signInRequest } from '@reserva/shared/auth/sign-in.schema';
import { cancelBookingInput } from '@reserva/shared/bookings/bookings.schemas';
import { idParams } from '@reserva/shared/common/list.schemas';
import {
  memberActivities,
  memberBookingInput,
  memberBookings,
  memberEventExtras,
  memberEvents,
  memberEventsQuery,
  memberQueueEntries,
  memberQueueInput,
  meResponse,
} from '@reserva/shared/members/members.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personAccess, principalOf, publicAccess } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as auth from '../auth/auth.service';
import { agendaJson } from './agenda-json';
import * as service from './members.service';

// Sócio, the members' app (issue 31): `/api/me/...` acts only for the signed-in person and those they
// answer for; a staff token is refused here, and a person's token everywhere else (plugins/auth.ts).

const tags = ['members'];
const created = z.object({ id: z.uuid() });
const scheduleParams = z.object({ activityScheduleId: z.uuid() });

export function memberRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/me/sessions',
      {
        config: { access: publicAccess },
        schema: {
          summary: "Sign in to the members' app",
          description:
            "Members, dependants, guests, lodgers and app users (APP_MEMBERS_ACCESS) sign in here; staff are refused (403), as people are at /v2/sessions. Renewal is /sessions/refresh's.",
          tags,
          body: signInRequest,
          response: { 200: sessionResponse },
        },
      },
      (request) => auth.signIn(ctx, request.body, request.ip, 'person'),
    );

    app.delete(
      '/me/sessions/current',
      {
        config: { access: personAccess },
        schema: { summary: "Sign out of the members' app", tags, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await auth.signOut(ctx, principalOf(request));
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/me',
      {
        config: { access: personAccess },
        schema: {
          summary: 'The signed-in person, their venture, and those they book for',
          tags,
          response: { 200: meResponse },
        },
      },
      (request) => service.me(ctx, principalOf(request)),
    );

    app.get(
      '/me/activities',
      {
        config: { access: personAccess },
        schema: {
          summary: "The venture's activities open to bookings",
          description:
            'Live, active activities at active spots of the session’s venture, by name: the agenda’s filter.',
          tags,
          response: { 200: memberActivities },
        },
      },
      (request) => service.activities(ctx, principalOf(request)),
    );

    app.get(
      '/me/events',
      {
        config: { access: personAccess },
        schema: {
          summary: 'The events the person may book, from startDate to endDate',
          description:
            "Occurrences from `startDate` (today) to `endDate` (six days later; at most 14 days), up to the venture's booking horizon, that the person may book: live and active, of active activities, at their level, optionally of one activity (`activityId`); the places are those of the person's kind, with whether they hold it and whether their day is at its limit. Full ones stay (the queue).",
          tags,
          querystring: memberEventsQuery,
          response: { 200: memberEvents },
        },
      },
      async (request, reply) => {
        const items = await service.events(ctx, principalOf(request), request.query);
        // Written by agendaJson, as the schema's serializer would write it, in a fraction of its time: a
        // buffer is sent as it is, past the serializer.
        return reply.type('application/json; charset=utf-8').send(agendaJson({ items }) as never);
      },
    );

    app.get(
      '/me/events/:activityScheduleId/extras',
      {
        config: { access: personAccess },
        schema: {
          summary: "An event's extras a booking may take",
          tags,
          params: scheduleParams,
          response: { 200: memberEventExtras },
        },
      },
      (request) => service.eventExtras(ctx, principalOf(request), request.params.activityScheduleId),
    );

    app.get(
      '/me/bookings',
      {
        config: { access: personAccess },
        schema: {
          summary: 'The bookings of the person and of those they book for',
          tags,
          response: { 200: memberBookings },
        },
      },
      (request) => service.bookings(ctx, principalOf(request)),
    );

    app.post(
      '/me/bookings',
      {
        config: { access: personAccess },
        schema: {
          summary: 'Book for oneself, a dependant or a hosted guest',
          description:
            "Every booking rule applies, never forced; `isVerified` answers 'book another at the same spot that day'. 429 past 30 bookings in ten minutes.",
          tags,
          body: memberBookingInput,
          response: { 201: created },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.book(ctx, principalOf(request), request.body)),
    );

    app.post(
      '/me/bookings/:id/cancel',
      {
        config: { access: personAccess },
        schema: {
          summary: 'Cancel a booking of the person or of those they book for',
          tags,
          params: idParams,
          body: cancelBookingInput,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.cancelBooking(
          ctx,
          principalOf(request),
          request.params.id,
          request.body.reason ?? null,
        );
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/me/queue-entries',
      {
        config: { access: personAccess },
        schema: {
          summary: 'The queue entries of the person and of those they book for, with their places',
          tags,
          response: { 200: memberQueueEntries },
        },
      },
      async (request) => ({ items: await service.queueEntries(ctx, principalOf(request)) }),
    );

    app.post(
      '/me/queue-entries',
      {
        config: { access: personAccess },
        schema: {
          summary: "Join a full event's queue",
          tags,
          body: memberQueueInput,
          response: { 201: created },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.joinQueue(ctx, principalOf(request), request.body)),
    );

    app.delete(
      '/me/queue-entries/:id',
      {
        config: { access: personAccess },
        schema: { summary: 'Leave a queue', tags, params: idParams, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await service.leaveQueue(ctx, principalOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
