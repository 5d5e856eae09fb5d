import { auditActorList, auditLogList, auditLogQuery } from '@reserva/shared/audit/audit.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './audit.service';

/** The action log, read-only (beyond the spec; docs/decisions.md, Action log). */
export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit-logs',
      {
        config: { access: requireAny('AUDIT_READ_ACCESS') },
        schema: {
          summary: 'List the action log, with filters and pages',
          tags: ['audit'],
          querystring: auditLogQuery,
          response: { 200: auditLogList },
        },
      },
      (request) => service.listLog(ctx, principalOf(request), request.query),
    );

    app.get(
      '/audit-logs/actors',
      {
        config: { access: requireAny('AUDIT_READ_ACCESS') },
        schema: {
          summary: 'List the users who appear in the action log',
          tags: ['audit'],
          response: { 200: auditActorList },
        },
      },
      (request) => service.listActors(ctx, principalOf(request)),
    );
  };
}
