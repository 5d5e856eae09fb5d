import { postalCodeAddress, zipCodeParams } from '@reserva/shared/addresses/addresses.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personAccess, principalOf, signedIn } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { countUserAttempt, type ThrottleRule } from '../../plugins/throttle';
import { PostalCodeUnavailableError, ViaCepLookup } from './postal-code-lookup';

/** A person's lookups in ten minutes: the service is someone else's, so a person cannot use it as theirs. */
export const PERSON_LOOKUP_THROTTLE = {
  bucket: 'me:zip-code',
  limit: 60,
  windowSeconds: 600,
} as const satisfies ThrottleRule;

export function addressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const lookup = new ViaCepLookup(ctx.config.postalCodeUrl, ctx.config.postalCodeTimeoutMs);

    const find = async (zipCode: string) => {
      const found = await lookup.find(zipCode).catch((error: unknown) => {
        if (error instanceof PostalCodeUnavailableError) throw new AppError('zip-code-lookup-unavailable');
        throw error;
      });
      if (!found) throw new AppError('zip-code-not-found');
      return found;
    };

    // Every form with an address uses it: any signed-in staff user.
    app.get(
      '/addresses/:zipCode',
      {
        config: { access: signedIn },
        schema: {
          summary: 'Look up an address by postal code (CEP)',
          tags: ['addresses'],
          params: zipCodeParams,
          response: { 200: postalCodeAddress },
        },
      },
      (request) => find(request.params.zipCode),
    );

    // Sócio's profile: a person completing their own address.
    app.get(
      '/me/addresses/:zipCode',
      {
        config: { access: personAccess },
        schema: {
          summary: "Look up an address by postal code (CEP), for the person's own address",
          description: '429 past 60 lookups in ten minutes.',
          tags: ['members'],
          params: zipCodeParams,
          response: { 200: postalCodeAddress },
        },
      },
      async (request) => {
        await countUserAttempt(ctx.db, PERSON_LOOKUP_THROTTLE, principalOf(request).userId);
        return find(request.params.zipCode);
      },
    );
  };
}
