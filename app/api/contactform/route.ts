import { idRequired } from '@/lib/server/http/methods';

/** GET /api/contactform has no call of its own: GET needs the id (GET /api/contactform/{id}). */
export const GET = idRequired;

export * from '@/lib/server/http/unsupported-methods';
