import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from '../../db/client';
import { publicAccess } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';

/** For load balancers and start-up scripts: answers once the database answers. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: publicAccess },
        schema: {
          summary: 'Tell a load balancer the server is up',
          tags: ['health'],
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async () => {
        await ping(ctx.db);
        return { status: 'ok' as const };
      },
    );
  };
}
