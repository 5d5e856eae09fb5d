import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, publicAccess, signedIn } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { FILE_CACHE_MAX_SECONDS, fileUrlSigner } from '../../plugins/files';
import { AVATAR_KINDS } from './avatar-owners';
import * as service from './files.service';
import { MAX_PHOTO_BYTES, resolveStored } from './image-storage';
import { readUpload } from './read-upload';

const avatarParams = z.object({ kind: z.enum(AVATAR_KINDS), id: z.uuid() });
const avatarResponse = z.object({ id: z.uuid(), avatarUrl: z.string().nullable() });
// Stored names are generated (`<kind>/<uuid>.webp`): anything else is not ours to serve.
const STORED_NAME = /^[a-z]+\/[0-9a-f-]{36}\.webp$/;

export function fileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 } });

    app.patch(
      '/avatars/:kind/:id',
      {
        // Keys depend on the kind (and one's own photo needs none): checked in the service.
        config: { access: signedIn },
        schema: {
          summary: 'Upload the photo of a person, spot, activity or venture',
          tags: ['files'],
          params: avatarParams,
          consumes: ['multipart/form-data'],
          response: { 200: avatarResponse },
        },
      },
      async (request) => {
        const { kind, id } = request.params;
        return service.replaceAvatar(ctx, principalOf(request), kind, id, () =>
          readUpload(request, 'avatar'),
        );
      },
    );

    app.delete(
      '/avatars/:kind/:id',
      {
        config: { access: signedIn },
        schema: {
          summary: 'Remove the photo of a person, spot, activity or venture',
          tags: ['files'],
          params: avatarParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.deleteAvatar(ctx, principalOf(request), request.params.kind, request.params.id);
        return reply.status(204).send(null);
      },
    );

    // Public so that <img> tags can load them, but only through a URL an answer signed, until it expires
    // (plugins/files.ts): an unsigned, tampered or expired one is the 404 of an unknown file.
    app.get(
      '/files/*',
      { config: { access: publicAccess }, schema: { tags: ['files'], hide: true } },
      async (request, reply) => {
        const name = (request.params as { '*': string })['*'];
        const { exp, sig } = request.query as Record<string, unknown>;
        if (!STORED_NAME.test(name)) throw new AppError('file-not-found');
        const secondsLeft = fileUrlSigner().secondsLeft(name, exp, sig);
        if (secondsLeft === null) throw new AppError('file-not-found');
        const file = resolveStored(ctx.config.storageDir, name);
        const stat = await fs.promises.stat(file).catch(() => null);
        if (!stat?.isFile()) throw new AppError('file-not-found');
        return reply
          .header('content-type', 'image/webp')
          .header('content-length', stat.size)
          .header('cache-control', `private, max-age=${Math.min(secondsLeft, FILE_CACHE_MAX_SECONDS)}`)
          .send(fs.createReadStream(file));
      },
    );
  };
}
