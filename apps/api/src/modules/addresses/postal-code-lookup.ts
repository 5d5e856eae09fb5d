import type { PostalCodeAddress } from '@reserva/shared/addresses/addresses.schemas';

// The postal-code service behind an interface, so that another provider is one class away. Not
// @brazilian-utils' getAddressInfoByCep: its hosts are fixed and it has no timeout, and the lookup
// must be pointed at a stand-in in tests and fail fast where the network is closed.

export interface PostalCodeLookup {
  /** The address of an 8-digit CEP; null when the service does not know it. Throws when it cannot answer. */
  find(zipCode: string): Promise<PostalCodeAddress | null>;
}

export class PostalCodeUnavailableError extends Error {
  constructor(cause: unknown) {
    super('postal-code service unavailable', { cause });
    this.name = 'PostalCodeUnavailableError';
  }
}

interface ViaCepAnswer {
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  erro?: boolean | string;
}

/** ViaCEP (`{baseUrl}/{cep}/json/`); an unknown CEP answers 200 with `erro`. */
export class ViaCepLookup implements PostalCodeLookup {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async find(zipCode: string): Promise<PostalCodeAddress | null> {
    let answer: ViaCepAnswer;
    try {
      const response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}/${zipCode}/json/`, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      answer = (await response.json()) as ViaCepAnswer;
    } catch (error) {
      throw new PostalCodeUnavailableError(error);
    }
    if (answer.erro || !answer.cep) return null;
    return {
      zipCode: answer.cep.replace(/\D/g, ''),
      street: answer.logradouro ?? '',
      neighborhood: answer.bairro ?? '',
      city: answer.localidade ?? '',
      state: (answer.uf ?? '').toUpperCase(),
      country: 'BR',
    };
  }
}
