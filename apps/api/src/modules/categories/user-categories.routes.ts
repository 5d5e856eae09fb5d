import { idParams } from '@reserva/shared/common/list.schemas';
import {
  userCategory,
  userCategoryCreate,
  userCategoryOptions,
  userCategoryUpdate,
} from '@reserva/shared/ventures/user-categories.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './user-categories.service';

const WRITE = requireAny('USER_CATEGORY_FULL_ACCESS', 'USER_CATEGORY_WRITE_ACCESS');
const tags = ['user-categories'];

export function userCategoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // What people forms offer to pick from: whoever reads or registers people, or manages ventures.
    app.get(
      '/user-categories/ventures/:ventureId',
      {
        config: {
          access: requireAny(
            'USER_CATEGORY_WRITE_ACCESS',
            'VENTURE_READ_ACCESS',
            'USER_READ_ACCESS',
            'USER_WRITE_ACCESS',
            'LODGER_READ_ACCESS',
            'LODGER_WRITE_ACCESS',
          ),
        },
        schema: {
          summary: "List a venture's user categories",
          tags,
          params: z.object({ ventureId: z.uuid() }),
          response: { 200: userCategoryOptions },
        },
      },
      (request) => service.options(ctx, principalOf(request), request.params.ventureId),
    );

    app.post(
      '/user-categories',
      {
        config: { access: WRITE },
        schema: {
          summary: 'Create a user category',
          tags,
          body: userCategoryCreate,
          response: { 201: userCategory },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(ctx, principalOf(request), request.body)),
    );

    app.put(
      '/user-categories/:id',
      {
        config: { access: WRITE },
        schema: {
          summary: 'Update a user category',
          tags,
          params: idParams,
          body: userCategoryUpdate,
          response: { 200: userCategory },
        },
      },
      (request) => service.update(ctx, principalOf(request), request.params.id, request.body),
    );

    app.delete(
      '/user-categories/:id',
      {
        config: { access: requireAny('USER_CATEGORY_FULL_ACCESS', 'USER_CATEGORY_DELETE_ACCESS') },
        schema: { summary: 'Delete a user category', tags, params: idParams },
      },
      async (request, reply) => {
        await service.remove(ctx, principalOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
