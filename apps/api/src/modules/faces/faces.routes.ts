import multipart from '@fastify/multipart';
import { faceCheckQuery, faceCheckResponse, faceIdentifyResponse } from '@reserva/shared/faces/faces.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAny, requireEach } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { READ_ALL } from '../bookings/bookings.service';
import { AVATAR_OWNERS } from '../files/avatar-owners';
import { MAX_PHOTO_BYTES } from '../files/image-storage';
import { readUpload } from '../files/read-upload';
import { FaceGalleries } from './face-galleries';
import * as service from './faces.service';

// Whoever may change a person's photo may check it first (spec 000 s.6: the people write keys).
const PEOPLE_PHOTO_WRITE = requireAny(...AVATAR_OWNERS.users.keys);

export function faceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 } });
    const galleries = new FaceGalleries(ctx.db);
    // Off the start's path: a failure only leaves the first recognition to load its gallery.
    app.addHook('onListen', async () => {
      galleries
        .preload()
        .catch((error: unknown) => ctx.log.error({ err: error }, 'loading the face galleries failed'));
    });

    app.post(
      '/users/face/check',
      {
        config: { access: PEOPLE_PHOTO_WRITE },
        schema: {
          summary: 'Check that a photo shows one usable face for FaceID',
          tags: ['faces'],
          description:
            'Checks a photo for FaceID without storing it. The query names the feature group of the person ' +
            '(`featureGroupKey`): a group without FaceID answers UNAVAILABLE. VALID for exactly one clear ' +
            'face, INVALID otherwise, NOT_VERIFIED when the detector fails. Multipart field `face`: an ' +
            'image by its bytes, at most 1,000,000 bytes.',
          querystring: faceCheckQuery,
          consumes: ['multipart/form-data'],
          response: { 200: faceCheckResponse },
        },
      },
      (request) =>
        service.checkFace(ctx, request.log, request.query.featureGroupKey, () => readUpload(request, 'face')),
    );

    app.post(
      '/faces/identify',
      {
        // The answer lists the person's bookings of today: the desk's keys (modules/desk).
        config: { access: requireEach(['APP_CONCIERGE_ACCESS'], READ_ALL) },
        schema: {
          summary: 'Recognise the person in front of the gate camera',
          tags: ['faces'],
          description:
            "Finds, among the enrolled people of the session's venture, the face nearest the camera. " +
            'RECOGNISED names the person with their group, host and blocks, and their events of today ' +
            'with their bookings and check-ins; NOT_RECOGNISED when nobody ' +
            'enrolled matches; NO_FACE when there is none; SPOOF when the face looks like a photo or a ' +
            'screen. Multipart field `frame`: an image, at most 1,000,000 bytes. 503 when the face ' +
            'models are busy.',
          consumes: ['multipart/form-data'],
          response: { 200: faceIdentifyResponse },
        },
      },
      (request) =>
        service.identifyFace(ctx, galleries, request.log, principalOf(request), () =>
          readUpload(request, 'frame'),
        ),
    );
  };
}
