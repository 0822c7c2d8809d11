import 'server-only';
import { z } from 'zod';
import { REGIONS } from '@/lib/contracts/addresses';
import type { CepLookup } from './types';
import { logOf } from '@/lib/server/log.mjs';

const log = logOf('cep');

/** What the adapter fetches with: the global fetch, or a stub in the tests. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** A CEP service answers within this time, or the lookup counts as failed. */
export const CEP_TIMEOUT_MS = 5_000;

/** The CEP service could not be asked (network, timeout, its 5xx, an answer it never gives). */
export class CepUnavailableError extends Error {}

/** ViaCEP's answer: the address, or `{ "erro": true }` (also `"true"`) for a CEP that does not exist. */
const answer = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    logradouro: z.string().default(''),
    bairro: z.string().default(''),
    localidade: z.string(),
    uf: z.enum(REGIONS),
  }),
]);

/** A ViaCEP-compatible service (`CEP_API_URL`, e.g. https://viacep.com.br/ws): GET `{base}/{cep}/json/`. */
export function createViaCepLookup(options: {
  baseUrl: string;
  fetch?: Fetch;
  timeoutMs?: number;
}): CepLookup {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  const unavailable = (detail: string) => {
    log.error(detail);
    return new CepUnavailableError(detail);
  };
  return async (zipcode) => {
    let response: Response;
    try {
      response = await fetchImpl(`${base}/${zipcode}/json/`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? CEP_TIMEOUT_MS),
      });
    } catch (error) {
      throw unavailable(`GET ${zipcode}: ${error instanceof Error ? error.name : 'network'}`);
    }
    // ViaCEP answers 400 for a malformed CEP: a CEP that does not exist either way.
    if (response.status === 400 || response.status === 404) return null;
    if (!response.ok) throw unavailable(`GET ${zipcode}: ${response.status}`);
    const parsed = answer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw unavailable(`GET ${zipcode}: unexpected answer`);
    if ('erro' in parsed.data) return null;
    const found = parsed.data;
    return {
      zipcode,
      street: found.logradouro,
      district: found.bairro,
      city: found.localidade,
      region: found.uf,
    };
  };
}
