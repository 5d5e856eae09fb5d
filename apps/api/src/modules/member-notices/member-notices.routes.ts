import {
  memberNoticePreferences,
  memberNoticePreferencesUpdate,
} from '@reserva/shared/members/member-notices.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personAccess, principalOf } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './member-notices.service';

const tags = ['members'];

export function memberNoticeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/me/notice-preferences',
      {
        config: { access: personAccess },
        schema: {
          summary: 'Which notices reach the signed-in person by mail',
          description: 'Every kind until the person chooses (`isDefault`).',
          tags,
          response: { 200: memberNoticePreferences },
        },
      },
      (request) => service.preferences(ctx, principalOf(request)),
    );

    app.put(
      '/me/notice-preferences',
      {
        config: { access: personAccess },
        schema: {
          summary: 'Choose which notices reach the signed-in person by mail',
          description:
            'Booking confirmed (`BOOKING`), cancelled (`CANCELLATION`), a queue place taken for them (`QUEUE`), the reminder the day before (`REMINDER`); the kinds left out are not mailed.',
          tags,
          body: memberNoticePreferencesUpdate,
          response: { 200: memberNoticePreferences },
        },
      },
      (request) => service.savePreferences(ctx, principalOf(request), request.body),
    );
  };
}
