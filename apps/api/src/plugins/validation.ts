import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

// Every route's input passes here. A body whose schema is an object must be an object before the
// schema runs: refinements that run beside other issues (zod's `when`) read fields, and a field of
// a null, an array or a missing body would throw — a 500 for bad input instead of a 400.

const anyObject = z.looseObject({}, { error: 'Objeto JSON requerido' });

function expectsObject(schema: $ZodType): boolean {
  const def = schema._zod.def;
  // A transformed object (`.transform`, `.pipe`) takes the input of its first stage.
  if (def.type === 'pipe') return expectsObject((def as unknown as { in: $ZodType }).in);
  return def.type === 'object';
}

export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== 'body' || !expectsObject(route.schema)) return validate;
  const validateShape = zodValidatorCompiler({ ...route, schema: anyObject });
  return (data) => {
    // The zod compiler answers `{ error }` or `{ value }`.
    const shape = validateShape(data) as { error?: FastifySchemaValidationError[] };
    return shape.error ? shape : validate(data);
  };
};
