import 'server-only';
import type { CepAddress } from '@/lib/contracts/addresses';

import { cepLookup, CepUnavailableError, type CepLookup } from '@/lib/server/cep';
import type { Db } from '@/lib/server/db/client';
import { NotFoundError, ServiceUnavailableError } from '@/lib/server/http/errors';
import type { ServiceContext } from './context';

/**
 * The address of a CEP (8 digits), or null when the CEP does not exist. A lookup that could not
 * be made answers 503 'Erro ao buscar CEP' (SPEC.md section 8).
 */
export async function findCepAddress(
  _db: Db,
  _ctx: Pick<ServiceContext, 'locale'>,
  input: { zipcode: string },
  lookup: CepLookup = cepLookup(),
): Promise<CepAddress | null> {
  try {
    return await lookup(input.zipcode);
  } catch (error) {
    if (error instanceof CepUnavailableError)
      throw new ServiceUnavailableError('shipping.zipcodeError');
    throw error;
  }
}

/** GET /shipping/cep/{zipcode}: the CEP's address; 404 'Erro ao buscar CEP' when it does not exist. */
export async function lookupCep(
  db: Db,
  ctx: ServiceContext,
  input: { zipcode: string },
  lookup?: CepLookup,
): Promise<CepAddress> {
  const found = await findCepAddress(db, ctx, input, lookup);
  if (!found) throw new NotFoundError('shipping.zipcodeError');
  return found;
}
