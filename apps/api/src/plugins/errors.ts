import { ERRORS, type ErrorBody, type ErrorCode } from '@reserva/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgErrorOf } from '../db/pg-error';

/** The one error type of the API: a code from the shared catalogue, optional metaData. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly metaData?: Record<string, unknown>,
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
  // Any other 4xx from a plugin still answers in the contract shape, never as a 500.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { statusCode: error.statusCode, message: 'validation-error' };
  }
  return { statusCode: 500, message: 'internal-error' };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(body.statusCode).send(body);
  });
}
