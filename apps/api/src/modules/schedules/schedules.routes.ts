import { activityIdParams } from '@reserva/shared/activities/activities.schemas';
import { createdId } from '@reserva/shared/common/list.schemas';
import {
  bookedDateQuery,
  occurrenceBookingList,
  occurrenceList,
  occurrenceQuery,
  occurrenceQueueList,
  scheduleIdParams,
  scheduleInput,
  scheduleList,
  scheduleListQuery,
} from '@reserva/shared/schedules/schedules.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { verifiedDelete, verifiedUpdate } from '../../plugins/route-options';
import { ACTIVITY_LOOKUP } from '../activities/activities.routes';
import * as service from './schedules.service';

// Spec 001 s.6: events are created and edited with ACTIVITY_SCHEDULE_FULL / WRITE, deleted with
// FULL / DELETE; the event-day dialog's tabs read bookings and the queue with their own keys.
const WRITE = requireAny('ACTIVITY_SCHEDULE_FULL_ACCESS', 'ACTIVITY_SCHEDULE_WRITE_ACCESS');
const DELETE = requireAny('ACTIVITY_SCHEDULE_FULL_ACCESS', 'ACTIVITY_SCHEDULE_DELETE_ACCESS');
const BOOKINGS_READ = requireAny('BOOKING_FULL_ACCESS', 'BOOKING_READ_ACCESS');
const QUEUE_READ = requireAny('BOOKING_QUEUE_FULL_ACCESS', 'BOOKING_QUEUE_READ_ACCESS');
const tags = ['schedules'];

export function scheduleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/activities/:activityId/schedules',
      {
        config: { access: ACTIVITY_LOOKUP },
        schema: {
          summary: "An activity's event occurrences in a period (calendar)",
          tags,
          params: activityIdParams,
          querystring: occurrenceQuery,
          response: { 200: occurrenceList },
        },
      },
      async (request) => ({
        items: await service.occurrences(ctx, principalOf(request), request.params.activityId, request.query),
      }),
    );

    app.get(
      '/activities/:activityId/schedules/list',
      {
        config: { access: ACTIVITY_LOOKUP },
        schema: {
          summary: "List an activity's recurring events",
          tags,
          params: activityIdParams,
          querystring: scheduleListQuery,
          response: { 200: scheduleList },
        },
      },
      async (request) => ({
        items: await service.list(
          ctx,
          principalOf(request),
          request.params.activityId,
          request.query.showExpired,
        ),
      }),
    );

    app.post(
      '/activities/:activityId/schedules',
      {
        config: { access: WRITE },
        schema: {
          summary: 'Create a recurring event of an activity',
          tags,
          params: activityIdParams,
          body: scheduleInput,
          response: { 201: createdId },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.create(ctx, principalOf(request), request.params.activityId, request.body)),
    );

    app.put(
      '/activities/schedules/:id',
      verifiedUpdate(WRITE, tags, scheduleInput, 'Update a recurring event'),
      (request) =>
        service.update(ctx, principalOf(request), request.params.id, request.body, request.query.isVerified),
    );

    app.delete(
      '/activities/schedules/:id',
      verifiedDelete(DELETE, tags, 'Delete a recurring event'),
      async (request, reply) => {
        await service.remove(ctx, principalOf(request), request.params.id, request.query.isVerified);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/activities/schedules/:scheduleId/bookings',
      {
        config: { access: BOOKINGS_READ },
        schema: {
          summary: "List an occurrence's bookings",
          tags,
          params: scheduleIdParams,
          querystring: bookedDateQuery,
          response: { 200: occurrenceBookingList },
        },
      },
      async (request) => ({
        items: await service.occurrenceBookings(
          ctx,
          principalOf(request),
          request.params.scheduleId,
          request.query.bookedDate,
        ),
      }),
    );

    app.get(
      '/activities/schedules/:scheduleId/booking-queues',
      {
        config: { access: QUEUE_READ },
        schema: {
          summary: "List an occurrence's waiting queue",
          tags,
          params: scheduleIdParams,
          querystring: bookedDateQuery,
          response: { 200: occurrenceQueueList },
        },
      },
      async (request) => ({
        items: await service.occurrenceQueue(
          ctx,
          principalOf(request),
          request.params.scheduleId,
          request.query.bookedDate,
        ),
      }),
    );
  };
}
