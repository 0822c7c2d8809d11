import { idRequired } from '@/lib/server/http/methods';

/** PATCH needs the item's id (/admin/inbox/{kind}/{id}). */
export const PATCH = idRequired;

export * from '@/lib/server/http/unsupported-methods';
