import { idRequired } from '@/lib/server/http/methods';

/** `/api/shipping/cep` has no call of its own: GET needs the CEP (`/api/shipping/cep/{zipcode}`). */
export const GET = idRequired;

export * from '@/lib/server/http/unsupported-methods';
