import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors';

/**
 * The bytes of a multipart request's one file, sent as `field`: 415 when the body is not multipart,
 * 'Requerido' on the field when it is missing, 413 past the size the route's multipart plugin allows.
 */
export async function readUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupported-media-type');
  const part = await request.file();
  if (part?.fieldname !== field) {
    throw new AppError('validation-error', { fields: [{ path: field, message: 'Requerido' }] });
  }
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw new AppError('payload-too-large');
  return bytes;
}
