import { idRequired } from '@/lib/server/http/methods';

/** GET /api/operator/orders has no call of its own: GET needs the id (GET /api/operator/orders/{id}). */
export const GET = idRequired;

export * from '@/lib/server/http/unsupported-methods';
