import { idParams } from '@reserva/shared/common/list.schemas';
import {
  featureGroupByKey,
  featureGroupByKeyQuery,
  featureGroupDetails,
  featureGroupList,
  featureGroupListQuery,
  featureGroupWrite,
} from '@reserva/shared/feature-groups/feature-groups.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAny, signedIn } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './feature-groups.service';

// Spec 002 s.6: FEATURE_GROUP_FULL_ACCESS or _WRITE_ACCESS write (create, edit, delete); the read
// key is the menu's (docs/decisions.md). find-by-key serves any signed-in screen (spec 000 s.7).
const READ = requireAny('FEATURE_GROUP_FULL_ACCESS', 'FEATURE_GROUP_READ_ACCESS');
const WRITE = requireAny('FEATURE_GROUP_FULL_ACCESS', 'FEATURE_GROUP_WRITE_ACCESS');
const tags = ['feature-groups'];

export function featureGroupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/feature-groups',
      {
        config: { access: READ },
        schema: {
          summary: 'List permission groups',
          tags,
          querystring: featureGroupListQuery,
          response: { 200: featureGroupList },
        },
      },
      (request) => service.list(ctx, request.query),
    );

    app.get(
      '/feature-groups/find-by-key',
      {
        config: { access: signedIn },
        schema: {
          summary: 'Find a permission group by its key',
          tags,
          querystring: featureGroupByKeyQuery,
          response: { 200: featureGroupByKey },
        },
      },
      (request) => service.findByKey(ctx, request.query.featureGroupKey),
    );

    app.get(
      '/feature-groups/:id',
      {
        config: { access: READ },
        schema: {
          summary: 'Read a permission group with its keys',
          tags,
          params: idParams,
          response: { 200: featureGroupDetails },
        },
      },
      (request) => service.details(ctx.db, request.params.id),
    );

    app.post(
      '/feature-groups',
      {
        config: { access: WRITE },
        schema: {
          summary: 'Create a permission group',
          tags,
          body: featureGroupWrite,
          response: { 201: featureGroupDetails },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(ctx, principalOf(request), request.body)),
    );

    app.put(
      '/feature-groups/:id',
      {
        config: { access: WRITE },
        schema: {
          summary: 'Update a permission group and its keys',
          tags,
          params: idParams,
          body: featureGroupWrite,
          response: { 200: featureGroupDetails },
        },
      },
      (request) => service.update(ctx, principalOf(request), request.params.id, request.body),
    );

    app.delete(
      '/feature-groups/:id',
      { config: { access: WRITE }, schema: { summary: 'Delete a permission group', tags, params: idParams } },
      async (request, reply) => {
        await service.remove(ctx, principalOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
