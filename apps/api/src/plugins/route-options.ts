import { createdId, idParams, verifiedQuery } from '@reserva/shared/common/list.schemas';
import { z } from 'zod';
import type { Access } from './auth';

// Route options that several modules repeat. A change to what live future bookings use answers 409
// `has-bookings-pending` until it is sent again with `?isVerified=true` (modules/bookings/pending-bookings.ts).

/** PUT `…/:id?isVerified=`: `body` replaces the record, answered with its id. */
export function verifiedUpdate<Body extends z.ZodType>(
  access: Access,
  tags: string[],
  body: Body,
  summary: string,
) {
  return {
    config: { access },
    schema: {
      summary,
      tags,
      params: idParams,
      querystring: verifiedQuery,
      body,
      response: { 200: createdId },
    },
  };
}

/** DELETE `…/:id?isVerified=`: answered 204 without a body. */
export function verifiedDelete(access: Access, tags: string[], summary: string) {
  return {
    config: { access },
    schema: { summary, tags, params: idParams, querystring: verifiedQuery, response: { 204: z.null() } },
  };
}
