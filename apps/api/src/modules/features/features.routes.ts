import { idParams } from '@reserva/shared/common/list.schemas';
import {
  feature,
  featureList,
  featureListQuery,
  featureWrite,
} from '@reserva/shared/features/features.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPaged } from '../../db/paging';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as repository from './features.repository';
import * as service from './features.service';

// Spec 002 s.6 names FEATURE_FULL_ACCESS and FEATURE_WRITE_ACCESS (create) only: writing takes either,
// deleting takes FEATURE_FULL_ACCESS.
const READ = requireAny('FEATURE_FULL_ACCESS', 'FEATURE_READ_ACCESS');
const WRITE = requireAny('FEATURE_FULL_ACCESS', 'FEATURE_WRITE_ACCESS');
const DELETE = requireAny('FEATURE_FULL_ACCESS');

export function featureRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/features',
      {
        config: { access: READ },
        schema: {
          summary: 'List permission keys',
          tags: ['features'],
          querystring: featureListQuery,
          response: { 200: featureList },
        },
      },
      async (request) => {
        const { items, total } = await repository.list(ctx.db, request.query);
        return toPaged(items, total, request.query.limit);
      },
    );

    app.post(
      '/features',
      {
        config: { access: WRITE },
        schema: {
          summary: 'Create a permission key',
          tags: ['features'],
          body: featureWrite,
          response: { 201: feature },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(ctx, request.body)),
    );

    app.put(
      '/features/:id',
      {
        config: { access: WRITE },
        schema: {
          summary: 'Update a permission key',
          tags: ['features'],
          params: idParams,
          body: featureWrite,
          response: { 200: feature },
        },
      },
      (request) => service.update(ctx, principalOf(request), request.params.id, request.body),
    );

    app.delete(
      '/features/:id',
      {
        config: { access: DELETE },
        schema: { summary: 'Delete a permission key', tags: ['features'], params: idParams },
      },
      async (request, reply) => {
        await service.remove(ctx, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
