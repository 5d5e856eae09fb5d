import { activityIdParams } from '@reserva/shared/activities/activities.schemas';
import {
  externalDates,
  externalDatesQuery,
  externalSchedule,
} from '@reserva/shared/schedules/external-links.schemas';
import { scheduleIdParams } from '@reserva/shared/schedules/schedules.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAccess } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './external-links.service';

// Public: the booking link (`/bookings/register?scheduleId=`) opens a form for people without an
// account. Only events that allow link bookings answer.
const tags = ['schedules'];

export function externalLinkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/activities/schedules/:scheduleId/external-link',
      {
        config: { access: publicAccess },
        schema: {
          summary: 'Read a bookable event for the public form',
          tags,
          params: scheduleIdParams,
          response: { 200: externalSchedule },
        },
      },
      (request) => service.schedule(ctx, request.params.scheduleId),
    );

    app.get(
      '/activities/:activityId/schedules/external-link',
      {
        config: { access: publicAccess },
        schema: {
          summary: "List an activity's events open to the public form",
          tags,
          params: activityIdParams,
          querystring: externalDatesQuery,
          response: { 200: externalDates },
        },
      },
      async (request) => ({ items: await service.dates(ctx, request.params.activityId, request.query) }),
    );
  };
}
