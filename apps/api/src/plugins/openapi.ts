import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERRORS, type ErrorCode } from '@reserva/shared/errors';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from './auth';

// The API's description at /api/docs/json (viewer at /api/docs), made from the routes' own zod schemas.
// Each route writes its `summary`; the rest is derived here from what the route declares, so that it
// cannot drift from what the server does: the operationId from the method and path, and the error
// answers from the access, the path and the input (`openapi-contract.test.ts` checks real answers).

type JsonSchema = Record<string, unknown>;
type Transform = typeof jsonSchemaTransform;

/** The error contract's body (server-rules.md, Contract) with the codes that `status` answers. */
function errorBody(status: number): JsonSchema {
  const codes = (Object.keys(ERRORS) as ErrorCode[]).filter((code) => ERRORS[code].status === status);
  return {
    type: 'object',
    required: ['statusCode', 'message'],
    properties: {
      statusCode: { type: 'integer', enum: [status] },
      message: { type: 'string', enum: codes },
      metaData: { type: 'object', additionalProperties: true },
    },
  };
}

const anyError: JsonSchema = {
  type: 'object',
  required: ['statusCode', 'message'],
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599 },
    message: { type: 'string', enum: Object.keys(ERRORS) },
    metaData: { type: 'object', additionalProperties: true },
  },
};

/** The refusals every route of its kind can answer, in the error contract. */
function errorResponses(access: Access | undefined, schema: JsonSchema): Record<string, JsonSchema> {
  const responses: Record<string, JsonSchema> = {};
  // Every route: a malformed request (a bad URL escape, an unparsable body) is refused before it runs.
  const hasInput = ['params', 'querystring', 'body'].some((part) => schema[part] !== undefined);
  responses[400] = {
    description: hasInput ? 'Invalid input or malformed request: `validation-error`' : 'Malformed request',
    ...errorBody(400),
  };
  if (access && access.kind !== 'public') {
    responses[401] = { description: 'No valid session: `unauthorized`', ...errorBody(401) };
  }
  if (access?.kind === 'any-of') {
    responses[403] = {
      description: `The caller's group lacks every one of: ${access.keys.join(', ')}`,
      ...errorBody(403),
    };
  }
  if (access?.kind === 'each-of') {
    const lists = access.lists.map((keys) => keys.join(' or '));
    responses[403] = {
      description: `The caller's group lacks one of each: ${lists.join('; ')}`,
      ...errorBody(403),
    };
  }
  if (schema.params !== undefined) {
    responses[404] = { description: "No such record in the caller's reach", ...errorBody(404) };
  }
  responses.default = {
    description: 'Any other refusal (a rule of the call, a rate limit), in the error contract',
    ...anyError,
  };
  return responses;
}

/** `GET /api/v2/users/:id/guests` → `getV2UsersByIdGuests`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split('-')))
    .filter(Boolean);
  const camel = words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${camel}`;
}

const describeRoute: Transform = (input) => {
  const { route } = input;
  const transformed = jsonSchemaTransform(input);
  const schema = transformed.schema as JsonSchema;
  const method = [route.method].flat()[0] ?? 'GET';
  const access = route.config?.access as Access | undefined;
  return {
    ...transformed,
    schema: {
      ...schema,
      operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, route.url),
      // A public route asks for no token: the document's default security does not apply to it.
      ...(access?.kind === 'public' && { security: [] }),
      response: { ...errorResponses(access, input.schema as JsonSchema), ...(schema.response as JsonSchema) },
    },
  };
};

/**
 * Mends, in place, what zod's conversion to OpenAPI 3.0 gets wrong:
 * - 3.0 reads `nullable: true` beside an `enum` as allowing null only when the enum lists it (the 3.0.3
 *   clarification, and what validators such as Ajv do), and the conversion leaves it out;
 * - a tuple of unknowns becomes `anyOf` of empty schemas, which says nothing: it becomes `{}`.
 */
export function mendSchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) mendSchemas(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as JsonSchema;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum.push(null);
  }
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.every((member) => Object.keys(member as object).length === 0)) {
    delete schema.anyOf;
  }
  for (const value of Object.values(schema)) mendSchemas(value);
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Reserva API',
        version: '1.0.0',
        description:
          'The API of Reserva, the system that runs clubs and resorts. Errors answer `{ statusCode, message, metaData? }`, `message` being a code of the catalogue.',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: describeRoute,
    transformObject: (documents) => {
      const document = 'openapiObject' in documents ? documents.openapiObject : documents.swaggerObject;
      mendSchemas(document.paths);
      return document;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
