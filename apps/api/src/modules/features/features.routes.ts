import { featureList, featureListQuery } from '@reserva/shared/features/features.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as repository from './features.repository';

export function featureRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/features',
      {
        config: { access: requireAny('FEATURE_FULL_ACCESS', 'FEATURE_READ_ACCESS') },
        schema: { tags: ['features'], querystring: featureListQuery, response: { 200: featureList } },
      },
      async (request) => {
        const { items, total } = await repository.list(ctx.db, request.query);
        return { items, total, pages: Math.ceil(total / request.query.limit) };
      },
    );
  };
}
