import {
  queueEntry,
  queueInput,
  queueList,
  queueListQuery,
  queuePriorityAnswer,
  queueUpdateInput,
} from '@reserva/shared/bookings/queues.schemas';
import { createdId, idParams } from '@reserva/shared/common/list.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './queues.service';

// Spec 001 s.6: the queue is read with BOOKING_QUEUE_FULL / READ, written with BOOKING_QUEUE_FULL /
// WRITE (and by whoever may book: 'Adicionar na fila' follows a failed booking), prioritized with
// BOOKING_QUEUE_FULL / PRIORITY and deleted with BOOKING_FULL / DELETE.
const READ = requireAny('BOOKING_QUEUE_FULL_ACCESS', 'BOOKING_QUEUE_READ_ACCESS');
const WRITE = requireAny(
  'BOOKING_QUEUE_FULL_ACCESS',
  'BOOKING_QUEUE_WRITE_ACCESS',
  'BOOKING_FULL_ACCESS',
  'BOOKING_WRITE_ACCESS',
);
const PRIORITY = requireAny('BOOKING_QUEUE_FULL_ACCESS', 'BOOKING_QUEUE_PRIORITY_ACCESS');
const DELETE = requireAny('BOOKING_FULL_ACCESS', 'BOOKING_DELETE_ACCESS');
const tags = ['booking-queues'];

export function queueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/booking-queues',
      {
        config: { access: READ },
        schema: {
          summary: 'List waiting queue entries',
          tags,
          querystring: queueListQuery,
          response: { 200: queueList },
        },
      },
      (request) => service.list(ctx, principalOf(request), request.query),
    );

    app.get(
      '/booking-queues/:id',
      {
        config: { access: READ },
        schema: {
          summary: 'Read a waiting queue entry',
          tags,
          params: idParams,
          response: { 200: queueEntry },
        },
      },
      (request) => service.details(ctx, principalOf(request), request.params.id),
    );

    app.post(
      '/booking-queues',
      {
        config: { access: WRITE },
        schema: {
          summary: "Put a person in an occurrence's waiting queue",
          tags,
          body: queueInput,
          response: { 201: createdId },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(ctx, principalOf(request), request.body)),
    );

    app.put(
      '/booking-queues/:id',
      {
        config: { access: WRITE },
        schema: {
          summary: 'Update a waiting queue entry',
          tags,
          params: idParams,
          body: queueUpdateInput,
          response: { 200: createdId },
        },
      },
      (request) => service.update(ctx, principalOf(request), request.params.id, request.body),
    );

    app.delete(
      '/booking-queues/:id',
      {
        config: { access: DELETE },
        schema: {
          summary: 'Remove a waiting queue entry',
          tags,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.remove(ctx, principalOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.patch(
      '/booking-queues/:id/priority',
      {
        config: { access: PRIORITY },
        schema: {
          summary: "Move a queue entry's priority",
          tags,
          params: idParams,
          response: { 200: queuePriorityAnswer },
        },
      },
      (request) => service.togglePriority(ctx, principalOf(request), request.params.id),
    );
  };
}
