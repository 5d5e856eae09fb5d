import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERRORS, type ErrorBody, type ErrorCode } from '@reserva/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgErrorOf } from '../db/pg-error';

/** The one error type of the API: a code from the shared catalogue, optional metaData and headers. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly metaData?: Record<string, unknown>,
    /** Headers the answer carries (a 429's `Retry-After`). */
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return ERRORS[this.code].status;
  }
}

// Fastify's own failures (parsing, limits) mapped to catalogue codes, so clients see one shape.
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid-json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid-json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid-json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload-too-large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported-media-type',
  FST_ERR_RATE_LIMIT_EXCEEDED: 'too-many-requests',
  FST_REQ_FILE_TOO_LARGE: 'payload-too-large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported-media-type',
  FST_FILES_LIMIT: 'payload-too-large',
  FST_ERR_BAD_URL: 'validation-error',
  FST_ERR_MAX_PARAM_LENGTH: 'validation-error',
  FST_PARTS_LIMIT: 'payload-too-large',
};

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation-error',
  401: 'unauthorized',
  403: 'insufficient-privilege',
  404: 'route-not-found',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'too-many-requests',
};

export function toErrorBody(error: FastifyError | AppError): ErrorBody {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      message: error.code,
      ...(error.metaData && { metaData: error.metaData }),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      in: error.validationContext,
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message,
    }));
    return { statusCode: 400, message: 'validation-error', metaData: { fields } };
  }
  // PostgreSQL refuses text it cannot store (a NUL character in any field): bad input, not a fault.
  if (pgErrorOf(error)?.code === '22021') return { statusCode: 400, message: 'validation-error' };
  const code = (error.code && FASTIFY_CODES[error.code]) ?? BY_STATUS[error.statusCode ?? 500];
  if (code) return { statusCode: ERRORS[code].status, message: code };
  // Any other 4xx from a plugin is a request we cannot serve as sent: bad input, with its catalogue
  // status (the catalogue is the only map of codes to statuses), never a 500.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { statusCode: ERRORS['validation-error'].status, message: 'validation-error' };
  }
  return { statusCode: 500, message: 'internal-error' };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (toErrorBody(error).statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, error);
  });
}

function sendError(reply: FastifyReply, error: FastifyError | AppError): FastifyReply {
  const body = toErrorBody(error);
  if (error instanceof AppError && error.headers) reply.headers(error.headers);
  return reply.status(body.statusCode).send(body);
}

/**
 * Fastify's refusals before a route is found (a bad URL escape, an overlong parameter) skip every
 * hook: they answer in the contract here, with the headers every answer carries.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    void sendError(reply.headers(headers), error);
  };
}

/**
 * Node's refusals of requests it cannot parse (an unknown method, a malformed request line, headers
 * over the size limit) never reach Fastify: answered on the socket in the contract, with the headers.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'payload-too-large' : 'validation-error';
    const { status } = ERRORS[code];
    const body = JSON.stringify({ statusCode: status, message: code } satisfies ErrorBody);
    const lines = Object.entries({
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    if (socket.writable)
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
    socket.destroy(error);
  };
}
