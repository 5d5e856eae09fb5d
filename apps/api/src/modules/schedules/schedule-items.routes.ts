import { createdId, idParams } from '@reserva/shared/common/list.schemas';
import {
  availableItems,
  availableItemsQuery,
  providerList,
  providerQuery,
  scheduleItemInput,
  scheduleItemList,
  scheduleItemListQuery,
} from '@reserva/shared/schedules/schedule-items.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { verifiedDelete, verifiedUpdate } from '../../plugins/route-options';
import { ACTIVITY_LOOKUP } from '../activities/activities.routes';
import * as service from './schedule-items.service';

// Spec 001 s.6: extras are created and edited with ACTIVITY_SCHEDULE_ITEM_FULL / WRITE and deleted with
// FULL / DELETE; reading them (and what is left for a date) goes with the events' calendar.
const WRITE = requireAny('ACTIVITY_SCHEDULE_ITEM_FULL_ACCESS', 'ACTIVITY_SCHEDULE_ITEM_WRITE_ACCESS');
const DELETE = requireAny('ACTIVITY_SCHEDULE_ITEM_FULL_ACCESS', 'ACTIVITY_SCHEDULE_ITEM_DELETE_ACCESS');
const tags = ['schedules'];

export function scheduleItemRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/activities/schedules/items/providers',
      {
        config: { access: WRITE },
        schema: {
          summary: 'List the service providers of event extras',
          tags,
          querystring: providerQuery,
          response: { 200: providerList },
        },
      },
      async (request) => ({ items: await service.providers(ctx, principalOf(request), request.query.name) }),
    );

    app.get(
      '/activities/schedules/:id/items',
      {
        config: { access: ACTIVITY_LOOKUP },
        schema: {
          summary: "List a recurring event's extras",
          tags,
          params: idParams,
          querystring: scheduleItemListQuery,
          response: { 200: scheduleItemList },
        },
      },
      async (request) => ({
        items: await service.list(ctx, principalOf(request), request.params.id, request.query),
      }),
    );

    app.get(
      '/activities/schedules/:id/items/available',
      {
        config: { access: ACTIVITY_LOOKUP },
        schema: {
          summary: "An event's extras with what is left on a date",
          tags,
          params: idParams,
          querystring: availableItemsQuery,
          response: { 200: availableItems },
        },
      },
      (request) =>
        service.available(
          ctx,
          principalOf(request),
          request.params.id,
          request.query.bookedDate,
          request.query.bookingId ?? null,
        ),
    );

    app.post(
      '/activities/schedules/:id/items',
      {
        config: { access: WRITE },
        schema: {
          summary: 'Add an extra to a recurring event',
          tags,
          params: idParams,
          body: scheduleItemInput,
          response: { 201: createdId },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.create(ctx, principalOf(request), request.params.id, request.body)),
    );

    app.put(
      '/activities/schedules/items/:id',
      verifiedUpdate(WRITE, tags, scheduleItemInput, "Update an event's extra"),
      (request) =>
        service.update(ctx, principalOf(request), request.params.id, request.body, request.query.isVerified),
    );

    app.delete(
      '/activities/schedules/items/:id',
      verifiedDelete(DELETE, tags, "Delete an event's extra"),
      async (request, reply) => {
        await service.remove(ctx, principalOf(request), request.params.id, request.query.isVerified);
        return reply.status(204).send(null);
      },
    );
  };
}
