import 'server-only';
import type { CepAddress } from '@/lib/contracts/addresses';

/**
 * Finds the address of a CEP (8 digits): null when the CEP does not exist. A lookup that could
 * not be made (the service down, a timeout) throws CepUnavailableError.
 */
export type CepLookup = (zipcode: string) => Promise<CepAddress | null>;
