import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { webEntryOf } from '@reserva/shared/common/web-faces';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { partitionsAheadJob } from './db/partitions';
import { activityRoutes } from './modules/activities/activities.routes';
import { addressRoutes } from './modules/addresses/addresses.routes';
import { appSignupRoutes } from './modules/app-signup/app-signup.routes';
import { staleSignupsJob } from './modules/app-signup/stale-signups';
import { auditRoutes } from './modules/audit/audit.routes';
import { registerAuditContext } from './modules/audit/audit-context';
import { authRoutes } from './modules/auth/auth.routes';
import { BookingPasses } from './modules/bookings/booking-pass';
import { bookingRoutes } from './modules/bookings/bookings.routes';
import { externalBookingRoutes } from './modules/bookings/external-bookings.routes';
import { expiredRequestsJob } from './modules/bookings/external-bookings.service';
import { queueRoutes } from './modules/bookings/queues.routes';
import { experienceLevelRoutes } from './modules/categories/experience-levels.routes';
import { userCategoryRoutes } from './modules/categories/user-categories.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { deskRoutes } from './modules/desk/desk.routes';
import { pendingEnrolmentJob } from './modules/faces/face-enrolment';
import { leaseFacePool } from './modules/faces/face-pool';
import { faceRoutes } from './modules/faces/faces.routes';
import { featureGroupRoutes } from './modules/feature-groups/feature-groups.routes';
import { featureRoutes } from './modules/features/features.routes';
import { fileRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { MailDispatcher } from './modules/mail/mail-outbox';
import { memberGuestRoutes } from './modules/member-guests/member-guests.routes';
import { bookingReminderJob } from './modules/member-notices/booking-reminders';
import { memberNoticeRoutes } from './modules/member-notices/member-notices.routes';
import { memberProfileRoutes } from './modules/member-profile/member-profile.routes';
import { memberRoutes } from './modules/members/members.routes';
import { noShowPenaltyJob } from './modules/no-show-penalties/no-show-penalties.service';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { passwordRoutes } from './modules/passwords/passwords.routes';
import { peopleRoutes } from './modules/people/people.routes';
import { bookingHistoryRoutes } from './modules/reports/booking-history.routes';
import { salesReportRoutes } from './modules/reports/sales-report.routes';
import { loadXlsxWriterAfterListen } from './modules/reports/xlsx-writer';
import { externalLinkRoutes } from './modules/schedules/external-links.routes';
import { scheduleItemRoutes } from './modules/schedules/schedule-items.routes';
import { scheduleRoutes } from './modules/schedules/schedules.routes';
import { spotRoutes } from './modules/spots/spots.routes';
import { userRoutes } from './modules/users/users.routes';
import { ventureRoutes } from './modules/ventures/ventures.routes';
import { AccessTokens } from './plugins/access-token';
import { type DeclaredRoute, registerAuthGuard } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import type { Config } from './plugins/config';
import type { AppContext } from './plugins/context';
import { AppError, clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './plugins/errors';
import { FileUrlSigner, useFileUrlSigner } from './plugins/files';
import { baselineHeaders, setWebFileCaching } from './plugins/http-headers';
import { registerOpenApi } from './plugins/openapi';
import { attachRealtime } from './plugins/realtime';
import { REQUEST_ID_HEADER, requestIdGenerator } from './plugins/request-id';
import { idleThrottleKeysJob } from './plugins/throttle';
import { validatorCompiler } from './plugins/validation';

const BODY_LIMIT_BYTES = 1_048_576; // 1 MB; uploads set their own limit

// Every schema is zod's: given as the factories, Fastify does not load its JSON-schema compilers (Ajv
// and fast-json-stringify), about a tenth of a second of every start. Fastify types the factories for
// Ajv; zod's compilers have the same call shape.
const zodSchemaController = {
  compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler },
} as unknown as FastifyServerOptions['schemaController'];

/** Builds the whole server: plugins first, then every module under /api. No logic here. */
export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every /api route with the access it declared (read by the route-table test). */
  routes: DeclaredRoute[];
}

export async function buildApp(config: Config, db: Database, readDb: Database = db): Promise<BuiltApp> {
  const headers = baselineHeaders(config.publicUrl);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: requestIdGenerator(config.trustProxy),
    // A stopping process (SIGTERM) answers the requests on connections it has already accepted, rather
    // than a 503 that a proxy must not pass on to another process for a POST; it accepts no new ones.
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
    schemaController: zodSchemaController,
  }).withTypeProvider<ZodTypeProvider>();
  // First hook of every request, so that even the guard's 401 carries them.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers).header(REQUEST_ID_HEADER, request.id);
  });
  registerErrorHandler(app);

  const tokens = await AccessTokens.create(db, config.jwtSecret);
  const realtime = await attachRealtime(app, db, tokens, config);
  // The app's background work runs from its build until it closes.
  const runWhileOpen = <Job extends { start(): void; stop(): Promise<void> }>(job: Job): Job => {
    job.start();
    app.addHook('onClose', () => job.stop());
    return job;
  };
  const mail = runWhileOpen(new MailDispatcher(db, config.smtpUrl, config.mailFrom, app.log));
  const faces = leaseFacePool(config.faceCheck);
  app.addHook('onClose', () => faces.release());
  const passes = await BookingPasses.load(db, config.jwtSecret);
  useFileUrlSigner(await FileUrlSigner.load(db, config.jwtSecret));
  const ctx: AppContext = { config, db, readDb, tokens, realtime, mail, passes, faces, log: app.log };
  if (config.backgroundJobs) {
    runWhileOpen(noShowPenaltyJob(ctx, config.noShowPenaltyIntervalMs));
    runWhileOpen(expiredRequestsJob(ctx));
    runWhileOpen(pendingEnrolmentJob(ctx));
    runWhileOpen(bookingReminderJob(ctx));
    runWhileOpen(staleSignupsJob(ctx));
    runWhileOpen(partitionsAheadJob(ctx));
    runWhileOpen(idleThrottleKeysJob(ctx));
  }
  loadXlsxWriterAfterListen(app);
  const routes = registerAuthGuard(app, db, tokens);
  registerAuditContext(app);

  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await registerCompression(api);
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(passwordRoutes(ctx));
      await api.register(notificationRoutes(ctx));
      await api.register(featureRoutes(ctx));
      await api.register(featureGroupRoutes(ctx));
      await api.register(fileRoutes(ctx));
      await api.register(faceRoutes(ctx));
      await api.register(userRoutes(ctx));
      await api.register(peopleRoutes(ctx));
      await api.register(addressRoutes(ctx));
      await api.register(ventureRoutes(ctx));
      await api.register(userCategoryRoutes(ctx));
      await api.register(experienceLevelRoutes(ctx));
      await api.register(activityRoutes(ctx));
      await api.register(scheduleRoutes(ctx));
      await api.register(bookingRoutes(ctx));
      await api.register(externalBookingRoutes(ctx));
      await api.register(queueRoutes(ctx));
      await api.register(deskRoutes(ctx));
      await api.register(memberRoutes(ctx));
      await api.register(memberNoticeRoutes(ctx));
      await api.register(memberProfileRoutes(ctx));
      await api.register(memberGuestRoutes(ctx));
      await api.register(appSignupRoutes(ctx));
      await api.register(dashboardRoutes(ctx));
      await api.register(salesReportRoutes(ctx));
      await api.register(bookingHistoryRoutes(ctx));
      await api.register(scheduleItemRoutes(ctx));
      await api.register(externalLinkRoutes(ctx));
      await api.register(spotRoutes(ctx));
      await api.register(auditRoutes(ctx));
    },
    { prefix: '/api' },
  );

  registerWebApp(app, config.webDist);
  return { app, ctx, routes };
}

// The built React app: files as they are, and an entry's HTML for every other GET (or HEAD) outside /api.
// Each file goes as the .br or .gz the build wrote beside it when the request accepts one (the
// fallback's index.html too), else raw; those siblings get no routes of their own.
function registerWebApp(app: FastifyInstance, webDist: string): void {
  const hasWebApp = fs.existsSync(`${webDist}/index.html`);
  if (hasWebApp) {
    void app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: setWebFileCaching(webDist),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing file (an old asset, say) is a 404, not the app's page served as a script.
    const isFile = path.extname(new URL(request.url, 'http://x').pathname) !== '';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (hasWebApp && isRead && !isApi && !isFile) {
      return reply.sendFile(webEntryOf(new URL(request.url, 'http://x').pathname));
    }
    throw new AppError('route-not-found');
  });
}
