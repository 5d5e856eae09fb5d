import type { FastifyInstance } from 'fastify';
import { runAsAuditActor } from '../../db/audit-actor';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A signed-in user's write request runs its handler as that user's audit actor, so that every row it
 * writes lands in the action log in the same transaction. A preHandler hook: the handler starts inside
 * the hook's `done`, where the context holds (an onRequest context is lost while the body is read).
 */
export function registerAuditContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const principal = request.principal;
    if (!principal || READS.has(request.method)) return done();
    const actor = {
      userId: principal.userId,
      name: principal.name,
      ventureId: principal.ventureId,
      route: `${request.method} ${request.routeOptions.url}`,
    };
    runAsAuditActor(actor, done);
  });
}
