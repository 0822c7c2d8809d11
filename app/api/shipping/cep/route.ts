import { idRequired } from '@/lib/server/http/methods';

/** GET /api/shipping/cep has no call of its own: GET needs the CEP (GET /api/shipping/cep/{zipcode}). */
export const GET = idRequired;

export * from '@/lib/server/http/unsupported-methods';
