import { idRequired } from '@/lib/server/http/methods';

// The method of the `/{id}` below this route, called without the id.
export const PATCH = idRequired;

export * from '@/lib/server/http/unsupported-methods';
