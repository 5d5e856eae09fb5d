import { idParams } from '@reserva/shared/common/list.schemas';
import {
  noticePreferences,
  noticePreferencesUpdate,
  notification,
  notificationBroadcast,
  notificationList,
  notificationListQuery,
  notificationUpdate,
} from '@reserva/shared/notifications/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAny, signedIn } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './notifications.service';

export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications',
      {
        config: { access: signedIn },
        schema: {
          summary: "List the signed-in user's notifications",
          tags: ['notifications'],
          querystring: notificationListQuery,
          response: { 200: notificationList },
        },
      },
      (request) => service.listInbox(ctx, principalOf(request), request.query),
    );

    app.get(
      '/notifications/preferences',
      {
        config: { access: signedIn },
        schema: {
          summary: "Read which notices reach the signed-in user's bell in the current venture",
          tags: ['notifications'],
          response: { 200: noticePreferences },
        },
      },
      (request) => service.preferences(ctx, principalOf(request)),
    );

    app.put(
      '/notifications/preferences',
      {
        config: { access: signedIn },
        schema: {
          summary: "Choose which notices reach the signed-in user's bell in the current venture",
          tags: ['notifications'],
          body: noticePreferencesUpdate,
          response: { 200: noticePreferences },
        },
      },
      (request) => service.savePreferences(ctx, principalOf(request), request.body),
    );

    app.patch(
      '/notifications/:id',
      {
        config: { access: signedIn },
        schema: {
          summary: 'Mark a notification as read',
          tags: ['notifications'],
          params: idParams,
          body: notificationUpdate,
          response: { 200: notification },
        },
      },
      (request) => service.setUnread(ctx, principalOf(request), request.params.id, request.body.isUnread),
    );

    app.post(
      '/notifications',
      {
        config: { access: requireAny('NOTIFICATION_WRITE_ACCESS') },
        schema: {
          summary: 'Send a notice to the staff of the current venture',
          tags: ['notifications'],
          body: notificationBroadcast,
          response: { 201: z.object({ delivered: z.number().int() }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.broadcast(ctx, principalOf(request), request.body)),
    );
  };
}
