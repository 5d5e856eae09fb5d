import { idParams, paged } from '@reserva/shared/common/list.schemas';
import {
  personDetails,
  personListItem,
  personUpdateRequest,
  userCreateRequest,
} from '@reserva/shared/people/people.schemas';
import { profileRequest } from '@reserva/shared/users/profile.schemas';
import {
  assignableGroups,
  assignableGroupsQuery,
  employeeRequest,
  userDetails,
  userListItem,
  userListQuery,
} from '@reserva/shared/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAny, signedIn } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import * as people from '../people/people.service';
import * as profile from './profile.service';
import { userActionKeys } from './users.access';
import * as service from './users.service';
import { parseBody } from './users.service';

// Employees (spec 002, sections 2 and 7), people (spec 000, section 7) and the own profile. Employees
// and people share these paths: each route tells them apart by group (the list by the groups asked
// for) and calls the employees' or the people's service. The keys a route asks for are every key that
// opens its action on some group; the service then checks the groups actually concerned.

const anyDetails = z.union([personDetails, userDetails]);

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users'];
    const read = { access: requireAny(...userActionKeys('read')) };
    const write = { access: requireAny(...userActionKeys('write')) };

    app.get(
      '/users',
      {
        config: read,
        schema: {
          summary: 'List people or staff of a group, with filters, sort and pages',
          tags,
          querystring: userListQuery,
          response: { 200: paged(z.union([personListItem, userListItem])) },
        },
      },
      (request) =>
        people.isPeopleQuery(request.query)
          ? people.listPeople(ctx, principalOf(request), request.query)
          : service.listUsers(ctx, principalOf(request), request.query),
    );

    app.get(
      '/v2/users/:id',
      {
        config: read,
        schema: {
          summary: 'Read a person or staff user',
          tags,
          params: idParams,
          response: { 200: anyDetails },
        },
      },
      async (request) =>
        people.withPersonFields(ctx.db, await service.getUser(ctx, principalOf(request), request.params.id)),
    );

    app.post(
      '/v2/users',
      {
        config: write,
        schema: {
          summary: 'Register a person or staff user',
          tags,
          body: userCreateRequest,
          response: { 201: anyDetails },
        },
      },
      async (request, reply) => {
        const { body } = request;
        const created = body.featureGroupKey
          ? await people.createPerson(ctx, principalOf(request), body)
          : await service.createEmployee(ctx, principalOf(request), body);
        return reply.status(201).send(created);
      },
    );

    app.put(
      '/v2/users/:id',
      {
        config: write,
        schema: {
          summary: 'Update a person or staff user',
          tags,
          description:
            'The body of an employee or of a person (without featureGroupKey and hostId), by the user’s group.',
          params: idParams,
          body: z.looseObject({}),
          response: { 200: anyDetails },
        },
      },
      async (request) => {
        const { id } = request.params;
        const principal = principalOf(request);
        const audience = await people.audienceOf(ctx.db, principal, id);
        if (audience === 'person') {
          return people.updatePerson(ctx, principal, id, parseBody(personUpdateRequest, request.body));
        }
        if (audience === 'employee') {
          return service.updateEmployee(ctx, principal, id, parseBody(employeeRequest, request.body));
        }
        // No user the caller may see: a body of either form is answered alike, so that the answer
        // tells nothing of whom another venture holds under that id.
        if (!personUpdateRequest.safeParse(request.body).success) parseBody(employeeRequest, request.body);
        throw new AppError('user-not-found');
      },
    );

    app.delete(
      '/users/:id',
      {
        config: { access: requireAny(...userActionKeys('delete')) },
        schema: {
          summary: 'Delete a person or staff user',
          tags,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const principal = principalOf(request);
        if ((await people.audienceOf(ctx.db, principal, id)) === 'person') {
          await people.deletePerson(ctx, principal, id);
        } else await service.deleteUser(ctx, principal, id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/users/:id/profile-confirmation',
      {
        config: { access: requireAny(...userActionKeys('confirm')) },
        schema: {
          summary: "Mail a staff user's invitation again",
          tags,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.resendInvitation(ctx, principalOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/users/:id/enable-payment',
      {
        config: write,
        schema: {
          summary: 'Allow a person to pay at the club',
          tags,
          params: idParams,
          response: { 200: userDetails },
        },
      },
      (request) => service.enablePayment(ctx, principalOf(request), request.params.id),
    );

    app.get(
      '/feature-groups/assignable',
      {
        config: write,
        schema: {
          summary: 'List the staff groups the caller may assign',
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
      {
        config: { access: signedIn },
        schema: { summary: "Read the signed-in user's own profile", tags, response: { 200: userDetails } },
      },
      (request) => profile.getProfile(ctx, principalOf(request)),
    );

    app.put(
      '/users/profile',
      {
        config: { access: signedIn },
        schema: {
          summary: "Update the signed-in user's own profile",
          tags,
          body: profileRequest,
          response: { 200: userDetails },
        },
      },
      (request) => profile.updateProfile(ctx, principalOf(request), request.body),
    );
  };
}
