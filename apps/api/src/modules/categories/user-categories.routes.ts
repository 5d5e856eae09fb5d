import { idParams } from '@reserva/shared/common/list.schemas';
import {
  userCategory,
  userCategoryCreate,
  userCategoryOptions,
  userCategoryOptionsQuery,
  userCategoryUpdate,
  ventureCategoryOptions,
} from '@reserva/shared/ventures/user-categories.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './user-categories.service';

const WRITE = requireAny('USER_CATEGORY_FULL_ACCESS', 'USER_CATEGORY_WRITE_ACCESS');
// What people forms offer to pick from: whoever reads or registers people, or manages ventures.
const READ_OPTIONS = requireAny(
  'USER_CATEGORY_WRITE_ACCESS',
  'VENTURE_READ_ACCESS',
  'USER_READ_ACCESS',
  'USER_WRITE_ACCESS',
  'LODGER_READ_ACCESS',
  'LODGER_WRITE_ACCESS',
);
const tags = ['user-categories'];

export function userCategoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user-categories/ventures/:ventureId',
      {
        config: { access: READ_OPTIONS },
        schema: {
          summary: "List a venture's user categories",
          tags,
          params: z.object({ ventureId: z.uuid() }),
          response: { 200: userCategoryOptions },
        },
      },
      (request) => service.options(ctx, principalOf(request), request.params.ventureId),
    );

    // The Categorias dialog's: a page of ventures' options in one call.
    app.get(
      '/user-categories',
      {
        config: { access: READ_OPTIONS },
        schema: {
          summary: 'List the user categories of several ventures (those the caller works in)',
          tags,
          querystring: userCategoryOptionsQuery,
          response: { 200: ventureCategoryOptions },
        },
      },
      (request) => service.optionsOf(ctx, principalOf(request), request.query.ventureIds),
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
