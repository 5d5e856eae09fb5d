import { idParams } from '@reserva/shared/common/list.schemas';
import { profileRequest } from '@reserva/shared/users/profile.schemas';
import {
  assignableGroups,
  assignableGroupsQuery,
  employeeRequest,
  userDetails,
  userList,
  userListQuery,
} from '@reserva/shared/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAny, signedIn } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import * as profile from './profile.service';
import { userActionKeys } from './users.access';
import * as service from './users.service';

// Employees (spec 002, sections 2 and 7) and the own profile. The keys a route asks for are every key
// that opens its action on some group; the service then checks the groups actually concerned.

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users'];
    const read = { access: requireAny(...userActionKeys('read')) };
    const write = { access: requireAny(...userActionKeys('write')) };

    app.get(
      '/users',
      { config: read, schema: { tags, querystring: userListQuery, response: { 200: userList } } },
      (request) => service.listUsers(ctx, principalOf(request), request.query),
    );

    app.get(
      '/v2/users/:id',
      { config: read, schema: { tags, params: idParams, response: { 200: userDetails } } },
      (request) => service.getUser(ctx, principalOf(request), request.params.id),
    );

    app.post(
      '/v2/users',
      { config: write, schema: { tags, body: employeeRequest, response: { 201: userDetails } } },
      async (request, reply) =>
        reply.status(201).send(await service.createEmployee(ctx, principalOf(request), request.body)),
    );

    app.put(
      '/v2/users/:id',
      {
        config: write,
        schema: { tags, params: idParams, body: employeeRequest, response: { 200: userDetails } },
      },
      (request) => service.updateEmployee(ctx, principalOf(request), request.params.id, request.body),
    );

    app.delete(
      '/users/:id',
      {
        config: { access: requireAny(...userActionKeys('delete')) },
        schema: { tags, params: idParams, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await service.deleteUser(ctx, principalOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/users/:id/profile-confirmation',
      {
        config: { access: requireAny(...userActionKeys('confirm')) },
        schema: { tags, params: idParams, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await service.resendInvitation(ctx, principalOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/users/:id/enable-payment',
      { config: write, schema: { tags, params: idParams, response: { 200: userDetails } } },
      (request) => service.enablePayment(ctx, principalOf(request), request.params.id),
    );

    app.get(
      '/feature-groups/assignable',
      {
        config: write,
        schema: {
          tags: ['feature-groups'],
          querystring: assignableGroupsQuery,
          response: { 200: assignableGroups },
        },
      },
      async (request) => ({
        items: await service.listAssignableGroups(ctx, principalOf(request), request.query.mode),
      }),
    );

    app.get(
      '/users/profile',
      { config: { access: signedIn }, schema: { tags, response: { 200: userDetails } } },
      (request) => profile.getProfile(ctx, principalOf(request)),
    );

    app.put(
      '/users/profile',
      {
        config: { access: signedIn },
        schema: { tags, body: profileRequest, response: { 200: userDetails } },
      },
      (request) => profile.updateProfile(ctx, principalOf(request), request.body),
    );
  };
}
