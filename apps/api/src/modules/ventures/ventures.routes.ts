import { idParams } from '@reserva/shared/common/list.schemas';
import {
  venture,
  ventureBody,
  ventureDependents,
  ventureDetails,
  ventureList,
  ventureListQuery,
} from '@reserva/shared/ventures/ventures.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './ventures.service';

// Spec 002 s.6 and s.7 (Ventures); VENTURE_READ_ACCESS is the menu's read key (docs/decisions.md).
const READ = requireAny('VENTURE_FULL_ACCESS', 'VENTURE_READ_ACCESS');
// The delete's confirmation reads what goes with the venture under the delete's own keys.
const DELETE = requireAny('VENTURE_FULL_ACCESS', 'VENTURE_DELETE_ACCESS');
const tags = ['ventures'];

export function ventureRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ventures',
      {
        config: { access: READ },
        schema: {
          summary: 'List ventures',
          tags,
          querystring: ventureListQuery,
          response: { 200: ventureList },
        },
      },
      (request) => service.list(ctx, principalOf(request), request.query),
    );

    app.get(
      '/ventures/:id',
      {
        config: { access: READ },
        schema: { summary: 'Read a venture', tags, params: idParams, response: { 200: ventureDetails } },
      },
      (request) => service.details(ctx, principalOf(request), request.params.id),
    );

    app.post(
      '/ventures',
      {
        config: { access: requireAny('VENTURE_FULL_ACCESS', 'VENTURE_WRITE_ACCESS') },
        schema: { summary: 'Create a venture', tags, body: ventureBody, response: { 201: venture } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(ctx, principalOf(request), request.body)),
    );

    app.put(
      '/ventures/:id',
      {
        config: {
          access: requireAny('VENTURE_FULL_ACCESS', 'VENTURE_WRITE_ACCESS', 'VENTURE_UPDATE_ACCESS'),
        },
        schema: {
          summary: 'Update a venture',
          tags,
          params: idParams,
          body: ventureBody,
          response: { 200: venture },
        },
      },
      (request) => service.update(ctx, principalOf(request), request.params.id, request.body),
    );

    app.get(
      '/ventures/:id/dependents',
      {
        config: { access: DELETE },
        schema: {
          summary: 'Count what a venture delete would take with it',
          tags,
          params: idParams,
          response: { 200: ventureDependents },
        },
      },
      (request) => service.dependents(ctx, principalOf(request), request.params.id),
    );

    app.delete(
      '/ventures/:id',
      {
        config: { access: DELETE },
        schema: { summary: 'Delete a venture and what belongs to it', tags, params: idParams },
      },
      async (request, reply) => {
        await service.remove(ctx, principalOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
