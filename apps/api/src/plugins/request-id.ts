import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// A request's id: in each of its log lines (Fastify's `reqId`) and in the answer's X-Request-Id. Behind a
// trusted proxy (TRUST_PROXY=true) the proxy's X-Request-Id is kept, so that the proxy's log line and the
// server's carry one id (deploy/nginx makes one when the client sent none); otherwise, or when the header
// is not a plain token, a new UUID: unique across processes, where Fastify's own counter restarts at
// req-1 in each.

export const REQUEST_ID_HEADER = 'x-request-id';
const PLAIN_TOKEN = /^[\w.:@-]{1,128}$/;

export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return trustProxy && typeof given === 'string' && PLAIN_TOKEN.test(given) ? given : randomUUID();
  };
}
