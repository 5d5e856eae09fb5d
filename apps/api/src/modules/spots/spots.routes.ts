import { createdId, idParams } from '@reserva/shared/common/list.schemas';
import {
  modalityInput,
  spotDetails,
  spotIdParams,
  spotInput,
  spotList,
  spotListQuery,
} from '@reserva/shared/spots/spots.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { verifiedDelete, verifiedUpdate } from '../../plugins/route-options';
import * as service from './spots.service';

const READ = requireAny('SPOT_FULL_ACCESS', 'SPOT_READ_ACCESS');
const WRITE = requireAny('SPOT_FULL_ACCESS', 'SPOT_WRITE_ACCESS');
const DELETE = requireAny('SPOT_FULL_ACCESS', 'SPOT_DELETE_ACCESS');
const tags = ['spots'];

export function spotRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/spots',
      {
        config: { access: READ },
        schema: { summary: 'List spots', tags, querystring: spotListQuery, response: { 200: spotList } },
      },
      (request) => service.list(ctx, principalOf(request), request.query),
    );

    app.get(
      '/spots/:id',
      {
        config: { access: READ },
        schema: { summary: 'Read a spot', tags, params: idParams, response: { 200: spotDetails } },
      },
      (request) => service.details(ctx, principalOf(request), request.params.id),
    );

    app.post(
      '/spots',
      {
        config: { access: WRITE },
        schema: { summary: 'Create a spot', tags, body: spotInput, response: { 201: createdId } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(ctx, principalOf(request), request.body)),
    );

    app.put(
      '/spots/:id',
      {
        config: { access: WRITE },
        schema: {
          summary: 'Update a spot',
          tags,
          params: idParams,
          body: spotInput,
          response: { 200: createdId },
        },
      },
      (request) => service.update(ctx, principalOf(request), request.params.id, request.body),
    );

    app.delete('/spots/:id', verifiedDelete(DELETE, tags, 'Delete a spot'), async (request, reply) => {
      await service.remove(ctx, principalOf(request), request.params.id, request.query.isVerified);
      return reply.status(204).send(null);
    });

    app.post(
      '/spots/:spotId/modalities',
      {
        config: { access: WRITE },
        schema: {
          summary: 'Add a modality to a spot',
          tags,
          params: spotIdParams,
          body: modalityInput,
          response: { 201: createdId },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.createModality(ctx, principalOf(request), request.params.spotId, request.body)),
    );

    app.put(
      '/spots/modalities/:id',
      verifiedUpdate(WRITE, tags, modalityInput, "Update a spot's modality"),
      (request) =>
        service.updateModality(
          ctx,
          principalOf(request),
          request.params.id,
          request.body,
          request.query.isVerified,
        ),
    );

    app.delete(
      '/spots/modalities/:id',
      verifiedDelete(DELETE, tags, "Delete a spot's modality"),
      async (request, reply) => {
        await service.removeModality(ctx, principalOf(request), request.params.id, request.query.isVerified);
        return reply.status(204).send(null);
      },
    );
  };
}
