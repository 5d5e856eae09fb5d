import type { PostalCodeAddress } from '@reserva/shared/addresses/addresses.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../app/session/api-client';
import type { ZipCodeLookup } from '../../ui/form/AddressFields';

/**
 * The address forms' CEP lookup (GET /addresses/{zipCode}; Sócio's is `/me/addresses`). An unknown CEP,
 * a failing service or a closed network all answer null: the form then asks for the address by hand.
 */
export function useZipCodeLookup(path: '/addresses' | '/me/addresses' = '/addresses'): ZipCodeLookup {
  const queryClient = useQueryClient();
  return useCallback(
    (zipCode: string) =>
      queryClient
        .fetchQuery({
          queryKey: ['addresses', zipCode],
          queryFn: ({ signal }) => api<PostalCodeAddress>(`${path}/${zipCode}`, { signal }),
          staleTime: Number.POSITIVE_INFINITY,
          retry: false,
        })
        .catch(() => null),
    [queryClient, path],
  );
}
