import { idParams } from '@reserva/shared/common/list.schemas';
import { LODGER_KEYS, MEMBER_KEYS, type PersonAction } from '@reserva/shared/people/people.rules';
import {
  blockRequest,
  guestsQuery,
  onboardList,
  onboardUpdate,
  personDetails,
  personList,
} from '@reserva/shared/people/people.schemas';
import { userDetails } from '@reserva/shared/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { userActionKeys } from '../users/users.access';
import * as blocks from './blocks.service';
import { resetToDefaultPassword } from './default-password';
import * as onboards from './onboards.service';
import * as service from './people.service';

// The calls only people have (spec 000, section 7). The keys a route asks for open its action on some
// people group; the service then checks the group of the person concerned.

const peopleKeys = (action: PersonAction) =>
  requireAny(...new Set([...MEMBER_KEYS[action], ...LODGER_KEYS[action]]));

export function peopleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['people'];

    app.get(
      '/v2/users/:hostId/guests',
      {
        config: { access: peopleKeys('read') },
        schema: {
          summary: "List a member's guests",
          tags,
          params: z.object({ hostId: z.uuid() }),
          querystring: guestsQuery,
          response: { 200: personList },
        },
      },
      (request) => service.listGuests(ctx, principalOf(request), request.params.hostId, request.query),
    );

    // Staff too may be blocked (the employees' keys then): the service checks the person's group.
    app.patch(
      '/users/:userId/blocks',
      {
        config: { access: requireAny(...userActionKeys('write')) },
        schema: {
          summary: 'Block or unblock a person',
          tags,
          params: z.object({ userId: z.uuid() }),
          body: blockRequest,
          response: { 200: z.union([personDetails, userDetails]) },
        },
      },
      (request) => blocks.setBlock(ctx, principalOf(request), request.params.userId, request.body),
    );

    app.get(
      '/users/:id/onboards',
      {
        config: { access: peopleKeys('read') },
        schema: {
          summary: "List a person's onboards in the ventures",
          tags,
          params: idParams,
          response: { 200: onboardList },
        },
      },
      async (request) => ({
        items: await onboards.listOnboards(ctx, principalOf(request), request.params.id),
      }),
    );

    app.put(
      '/users/onboards/:onboardId',
      {
        config: { access: peopleKeys('write') },
        schema: {
          summary: "Set a person's onboard: category and experience level",
          tags,
          params: z.object({ onboardId: z.uuid() }),
          body: onboardUpdate,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await onboards.updateOnboard(ctx, principalOf(request), request.params.onboardId, request.body);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/users/:id/default-password',
      {
        config: { access: peopleKeys('password') },
        schema: {
          summary: "Reset a person's password to the default",
          tags,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await resetToDefaultPassword(ctx, principalOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
