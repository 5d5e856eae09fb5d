import { postalCodeAddress, zipCodeParams } from '@reserva/shared/addresses/addresses.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { PostalCodeUnavailableError, ViaCepLookup } from './postal-code-lookup';

export function addressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const lookup = new ViaCepLookup(ctx.config.postalCodeUrl, ctx.config.postalCodeTimeoutMs);

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
      async (request) => {
        const found = await lookup.find(request.params.zipCode).catch((error: unknown) => {
          if (error instanceof PostalCodeUnavailableError) throw new AppError('zip-code-lookup-unavailable');
          throw error;
        });
        if (!found) throw new AppError('zip-code-not-found');
        return found;
      },
    );
  };
}
