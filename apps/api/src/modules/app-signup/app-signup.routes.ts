import {
  appSignupRequest,
  appSignupRequested,
  appSignupVentures,
} from '@reserva/shared/auth/app-signup.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAccess } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './app-signup.service';

// Public: `/signup`, where someone not yet known asks for an account of the members' app; rate limited
// per client address, e-mail and document.

const tags = ['members'];

export function appSignupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/app-signup/ventures',
      {
        config: { access: publicAccess },
        schema: {
          summary: "The ventures one may sign up to for the members' app",
          description: 'Their ids and names only: what a stranger may see.',
          tags,
          response: { 200: appSignupVentures },
        },
      },
      () => service.ventures(ctx),
    );

    app.post(
      '/app-signup',
      {
        config: { access: publicAccess },
        schema: {
          summary: "Sign up for the members' app",
          description:
            'Creates an APP_STORE_USER of the venture and mails the link that sets its password, or mails the account the e-mail or document already belongs to; answers 202 with the same body either way.',
          tags,
          body: appSignupRequest,
          response: { 202: appSignupRequested },
        },
      },
      async (request, reply) => reply.status(202).send(await service.signUp(ctx, request.body, request.ip)),
    );
  };
}
