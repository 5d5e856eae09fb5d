import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import helmet from 'helmet';

// Headers of every answer, whatever produced it: a route, an error, or a refusal by Fastify or Node
// before any hook runs (a bad URL escape, an unknown method). So they are one fixed set, set by the
// first hook and by the handlers of those early refusals, not by a plugin's hook that they skip.

const ONE_YEAR_SECONDS = 31_536_000;
/** A file whose name never changes its content: a hashed build asset (stored photos expire: modules/files). */
export const IMMUTABLE = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;

/** helmet's security headers plus `Cache-Control: no-store`; cacheable files set their own. */
export function baselineHeaders(publicUrl: string): Record<string, string> {
  const isHttps = new URL(publicUrl).protocol === 'https:';
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        // Mantine sets inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        // A club may serve plain http on its own network: do not push the browser to https.
        'upgrade-insecure-requests': null,
      },
    },
    // HSTS only where the product is served over https; on plain http it would lock browsers out.
    ...(!isHttps && { strictTransportSecurity: false }),
  });
  // helmet's headers do not depend on the request (no nonces): write them once on a detached
  // response and keep them.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  securityHeaders(request, response, () => undefined);
  const headers = Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
  return { ...Object.fromEntries(headers), 'cache-control': 'no-store' };
}

/** Cache-Control of the web app's files: hashed assets for good, anything else (index.html) revalidated. */
export function setWebFileCaching(webDist: string) {
  const assets = `${path.join(webDist, 'assets')}${path.sep}`;
  return (reply: FastifyReply, file: string): void => {
    reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : 'no-cache');
  };
}
