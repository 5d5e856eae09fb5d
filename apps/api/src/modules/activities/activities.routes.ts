import {
  activityCreate,
  activityDetails,
  activityIdParams,
  activityItemInput,
  activityList,
  activityListQuery,
  activityOptions,
  activityUpdate,
} from '@reserva/shared/activities/activities.schemas';
import { createdId, idParams } from '@reserva/shared/common/list.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { verifiedDelete, verifiedUpdate } from '../../plugins/route-options';
import * as service from './activities.service';
import * as items from './activity-items.service';

const READ = requireAny('ACTIVITY_FULL_ACCESS', 'ACTIVITY_READ_ACCESS');
const WRITE = requireAny('ACTIVITY_FULL_ACCESS', 'ACTIVITY_WRITE_ACCESS');
const DELETE = requireAny('ACTIVITY_FULL_ACCESS', 'ACTIVITY_DELETE_ACCESS');
const ITEM_WRITE = requireAny('ACTIVITY_ITEM_FULL_ACCESS', 'ACTIVITY_ITEM_WRITE_ACCESS');
const ITEM_DELETE = requireAny('ACTIVITY_ITEM_FULL_ACCESS', 'ACTIVITY_ITEM_DELETE_ACCESS');
// The select (and the events' calendar) feeds the booking and queue screens too, whose users may
// lack the activity keys.
export const ACTIVITY_LOOKUP = requireAny(
  'ACTIVITY_FULL_ACCESS',
  'ACTIVITY_READ_ACCESS',
  'BOOKING_FULL_ACCESS',
  'BOOKING_READ_ACCESS',
  'BOOKING_WRITE_ACCESS',
  'BOOKING_SELLER_READ_ACCESS',
  'BOOKING_QUEUE_FULL_ACCESS',
  'BOOKING_QUEUE_READ_ACCESS',
);
const tags = ['activities'];

export function activityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/activities',
      {
        config: { access: READ },
        schema: {
          summary: 'List activities',
          tags,
          querystring: activityListQuery,
          response: { 200: activityList },
        },
      },
      (request) => service.list(ctx, principalOf(request), request.query),
    );

    app.get(
      '/activities/select',
      {
        config: { access: ACTIVITY_LOOKUP },
        schema: { summary: 'List activities for a picker', tags, response: { 200: activityOptions } },
      },
      async (request) => ({ items: await service.listOptions(ctx, principalOf(request)) }),
    );

    app.get(
      '/activities/:id',
      {
        config: { access: READ },
        schema: { summary: 'Read an activity', tags, params: idParams, response: { 200: activityDetails } },
      },
      (request) => service.details(ctx, principalOf(request), request.params.id),
    );

    app.post(
      '/activities',
      {
        config: { access: WRITE },
        schema: { summary: 'Create an activity', tags, body: activityCreate, response: { 201: createdId } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(ctx, principalOf(request), request.body)),
    );

    app.put('/activities/:id', verifiedUpdate(WRITE, tags, activityUpdate, 'Update an activity'), (request) =>
      service.update(ctx, principalOf(request), request.params.id, request.body, request.query.isVerified),
    );

    app.delete(
      '/activities/:id',
      verifiedDelete(DELETE, tags, 'Delete an activity'),
      async (request, reply) => {
        await service.remove(ctx, principalOf(request), request.params.id, request.query.isVerified);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/activities/:activityId/items',
      {
        config: { access: ITEM_WRITE },
        schema: {
          summary: 'Add an optional item to an activity',
          tags,
          params: activityIdParams,
          body: activityItemInput,
          response: { 201: createdId },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await items.create(ctx, principalOf(request), request.params.activityId, request.body)),
    );

    app.put(
      '/activities/items/:id',
      verifiedUpdate(ITEM_WRITE, tags, activityItemInput, "Update an activity's optional item"),
      (request) =>
        items.update(ctx, principalOf(request), request.params.id, request.body, request.query.isVerified),
    );

    app.delete(
      '/activities/items/:id',
      verifiedDelete(ITEM_DELETE, tags, "Delete an activity's optional item"),
      async (request, reply) => {
        await items.remove(ctx, principalOf(request), request.params.id, request.query.isVerified);
        return reply.status(204).send(null);
      },
    );
  };
}
