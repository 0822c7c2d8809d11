import { idRequired } from '@/lib/server/http/methods';

/** `/api/contactform` has no call of its own: GET needs the id (`/api/contactform/{id}`). */
export const GET = idRequired;

export * from '@/lib/server/http/unsupported-methods';
