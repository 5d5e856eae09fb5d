import {
  forgotPasswordRequest,
  passwordSetResponse,
  passwordTokenRequest,
} from '@reserva/shared/passwords/passwords.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './passwords.service';

/** Public flows reached from mailed links: password recovery and the sign-up invitation. */
export function passwordRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/passwords/forgot',
      {
        config: { access: publicAccess },
        schema: {
          summary: 'Mail a password recovery link',
          tags: ['passwords'],
          body: forgotPasswordRequest,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.requestPasswordReset(ctx, request.body.email, request.ip);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/passwords/reset',
      {
        config: { access: publicAccess },
        schema: {
          summary: 'Set a new password with a recovery token',
          tags: ['passwords'],
          body: passwordTokenRequest,
          response: { 200: passwordSetResponse },
        },
      },
      (request) => service.resetPassword(ctx, request.body, request.ip),
    );

    app.put(
      '/sessions/signup-confirm',
      {
        config: { access: publicAccess },
        schema: {
          summary: 'Confirm an invitation and set the first password',
          tags: ['sessions'],
          body: passwordTokenRequest,
          response: { 200: passwordSetResponse },
        },
      },
      (request) => service.confirmSignup(ctx, request.body, request.ip),
    );
  };
}
