import {
  refreshRequest,
  refreshResponse,
  sessionResponse,
  switchableVentures,
  switchableVenturesQuery,
} from '@reserva/shared/auth/auth.schemas';
import { signInRequest } from '@reserva/shared/auth/sign-in.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, publicAccess, signedIn } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './auth.service';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v2/sessions',
      {
        config: { access: publicAccess },
        schema: {
          summary: 'Sign in with e-mail and password',
          tags: ['sessions'],
          body: signInRequest,
          response: { 200: sessionResponse },
        },
      },
      (request) => service.signIn(ctx, request.body, request.ip),
    );

    app.put(
      '/sessions/refresh',
      {
        config: { access: publicAccess },
        schema: {
          summary: 'Exchange a refresh token for new tokens, optionally switching venture',
          tags: ['sessions'],
          body: refreshRequest,
          response: { 200: refreshResponse },
        },
      },
      (request) => service.refresh(ctx, request.body),
    );

    app.get(
      '/sessions/ventures',
      {
        config: { access: signedIn },
        schema: {
          summary:
            'List the ventures the signed-in user may switch to, by name or among ids, a page at a time',
          tags: ['sessions'],
          querystring: switchableVenturesQuery,
          response: { 200: switchableVentures },
        },
      },
      (request) => service.listSwitchableVentures(ctx, principalOf(request), request.query),
    );

    app.delete(
      '/sessions/current',
      {
        config: { access: signedIn },
        schema: {
          summary: 'Sign out of the current session',
          tags: ['sessions'],
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.signOut(ctx, principalOf(request));
        return reply.status(204).send(null);
      },
    );
  };
}
