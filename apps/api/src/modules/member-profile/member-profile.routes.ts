import multipart from '@fastify/multipart';
import { faceCheckResponse } from '@reserva/shared/faces/faces.schemas';
import {
  memberPasswordChange,
  memberProfile,
  memberProfileUpdate,
} from '@reserva/shared/members/member-profile.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personAccess, principalOf } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { MAX_PHOTO_BYTES } from '../files/image-storage';
import { readUpload } from '../files/read-upload';
import * as service from './member-profile.service';

// Sócio's profile (issue 31, point 8): the signed-in person's own record, photo and password. There is
// no id in these paths: a person reaches their own record only.

const tags = ['members'];
const TOO_MANY = '429 past 30 profile saves and photos in ten minutes.';

export function memberProfileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 } });

    app.get(
      '/me/profile',
      {
        config: { access: personAccess },
        schema: {
          summary: "The signed-in person's own record",
          description:
            'Name, e-mail, phone, documents, birth date, address, photo with its FaceID state and consent, kind, titular or host, and categories. Never a face descriptor.',
          tags,
          response: { 200: memberProfile },
        },
      },
      (request) => service.getProfile(ctx, principalOf(request)),
    );

    app.put(
      '/me/profile',
      {
        config: { access: personAccess },
        schema: {
          summary: "Change one's name, phone, FaceID consent, address and missing birth date",
          description: `The address is kept when left out and removed when null. The birth date may be stated while none is recorded (another than the recorded one: 422 birth-date-recorded). Any other field is refused (400): e-mail, documents, group, categories, ventures, level and blocks are the staff's. Taking the consent back deletes the face descriptor at once. ${TOO_MANY}`,
          tags,
          body: memberProfileUpdate,
          response: { 200: memberProfile },
        },
      },
      (request) => service.updateProfile(ctx, principalOf(request), request.body),
    );

    app.post(
      '/me/profile/photo/check',
      {
        config: { access: personAccess },
        schema: {
          summary: "Check a photo for the person's FaceID, storing nothing",
          description: `As POST /users/face/check for the person's own group. Multipart field \`face\`, at most 1,000,000 bytes. ${TOO_MANY}`,
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: faceCheckResponse },
        },
      },
      (request) =>
        service.checkPhoto(ctx, request.log, principalOf(request), () => readUpload(request, 'face')),
    );

    app.put(
      '/me/profile/photo',
      {
        config: { access: personAccess },
        schema: {
          summary: "Replace one's own photo",
          description: `Multipart field \`avatar\`, at most 1,000,000 bytes; checked and enrolled for FaceID (with consent) before the answer. ${TOO_MANY}`,
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: memberProfile },
        },
      },
      (request) => service.replacePhoto(ctx, principalOf(request), () => readUpload(request, 'avatar')),
    );

    app.delete(
      '/me/profile/photo',
      {
        config: { access: personAccess },
        schema: {
          summary: "Remove one's own photo (and its face descriptor)",
          description: TOO_MANY,
          tags,
          response: { 200: memberProfile },
        },
      },
      (request) => service.removePhoto(ctx, principalOf(request)),
    );

    app.put(
      '/me/password',
      {
        config: { access: personAccess },
        schema: {
          summary: "Change one's password, given the current one",
          description:
            "The rules of every chosen password. A wrong current password answers 422 wrong-current-password; 429 past 10 of them in ten minutes. The person's other sessions end.",
          tags,
          body: memberPasswordChange,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.changePassword(ctx, principalOf(request), request.body);
        return reply.status(204).send(null);
      },
    );
  };
}
