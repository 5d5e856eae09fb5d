import { idParams } from '@reserva/shared/common/list.schemas';
import { memberGuest, memberGuestInvite, memberGuests } from '@reserva/shared/members/member-guests.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personAccess, principalOf } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './member-guests.service';

// Sócio's guests (issue 31, point 7): the signed-in person's own guests, in the session's venture.

const tags = ['members'];

export function memberGuestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/me/guests',
      {
        config: { access: personAccess },
        schema: {
          summary: 'The guests the person hosts in the venture',
          tags,
          response: { 200: memberGuests },
        },
      },
      (request) => service.listGuests(ctx, principalOf(request)),
    );

    app.post(
      '/me/guests',
      {
        config: { access: personAccess },
        schema: {
          summary: 'Invite a guest',
          description:
            "A member whose category in the venture admits guests invites one (else 403 guest-invitation-not-allowed): a new GUEST they host, mailed the invitation to set a password (201). A guest they host already is answered as it is (200; invited again while without a password); an e-mail or document that is anyone else's answers 422 guest-invitation-refused, whoever it is. 429 past 10 invitations in ten minutes.",
          tags,
          body: memberGuestInvite,
          response: { 200: memberGuest, 201: memberGuest },
        },
      },
      async (request, reply) => {
        const { guest, created } = await service.invite(ctx, principalOf(request), request.body);
        return reply.status(created ? 201 : 200).send(guest);
      },
    );

    app.delete(
      '/me/guests/:id',
      {
        config: { access: personAccess },
        schema: {
          summary: 'Remove a guest',
          description:
            "The host removes a guest of theirs in the venture as staff delete a person: soft-deleted, their pending bookings and queue entries cancelled ('Usuário excluído'). Anyone else's id answers 404 user-not-found, as no record does. A removal counts with the invitations: 429 past 10 in ten minutes.",
          tags,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.removeGuest(ctx, principalOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
