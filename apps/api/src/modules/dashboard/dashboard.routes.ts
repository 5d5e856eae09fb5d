import { DASHBOARD_KEYS } from '@reserva/shared/dashboard/dashboard.rules';
import { dashboard, dashboardQuery } from '@reserva/shared/dashboard/dashboard.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './dashboard.service';

// The landing page's figures (decisions.md, Dashboard): any key of a section opens the call, and the
// answer leaves the other sections null.
const READ = requireAny(...DASHBOARD_KEYS);

export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard',
      {
        config: { access: READ },
        schema: {
          summary: "The current venture's figures for a period",
          tags: ['dashboard'],
          querystring: dashboardQuery,
          response: { 200: dashboard },
        },
      },
      (request) => service.read(ctx, principalOf(request), request.query),
    );
  };
}
