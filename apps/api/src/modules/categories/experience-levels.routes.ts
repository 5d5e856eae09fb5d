import { idParams } from '@reserva/shared/common/list.schemas';
import {
  experienceLevel,
  experienceLevelBody,
  experienceLevelList,
} from '@reserva/shared/ventures/experience-levels.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAny } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as service from './experience-levels.service';

const tags = ['experience-levels'];

export function experienceLevelRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ventures/:id/experience-levels',
      {
        config: {
          access: requireAny('VENTURE_EXPERIENCE_LEVEL_FULL_ACCESS', 'VENTURE_EXPERIENCE_LEVEL_READ_ACCESS'),
        },
        schema: {
          summary: "List a venture's experience levels",
          tags,
          params: idParams,
          response: { 200: experienceLevelList },
        },
      },
      (request) => service.list(ctx, principalOf(request), request.params.id),
    );

    const write = requireAny('VENTURE_EXPERIENCE_LEVEL_FULL_ACCESS', 'VENTURE_EXPERIENCE_LEVEL_WRITE_ACCESS');
    app.post(
      '/ventures/:id/experience-levels',
      {
        config: { access: write },
        schema: {
          summary: 'Create an experience level',
          tags,
          params: idParams,
          body: experienceLevelBody,
          response: { 201: experienceLevel },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.create(ctx, principalOf(request), request.params.id, request.body)),
    );

    app.put(
      '/ventures/experience-levels/:id',
      {
        config: { access: write },
        schema: {
          summary: 'Update an experience level',
          tags,
          params: idParams,
          body: experienceLevelBody,
          response: { 200: experienceLevel },
        },
      },
      (request) => service.update(ctx, principalOf(request), request.params.id, request.body),
    );

    app.delete(
      '/ventures/experience-levels/:id',
      {
        config: {
          access: requireAny(
            'VENTURE_EXPERIENCE_LEVEL_FULL_ACCESS',
            'VENTURE_EXPERIENCE_LEVEL_DELETE_ACCESS',
          ),
        },
        schema: { summary: 'Delete an experience level', tags, params: idParams },
      },
      async (request, reply) => {
        await service.remove(ctx, principalOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
