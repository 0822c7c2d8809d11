import { wpTermsQuery } from '@/lib/contracts/blog';
import { wordpressCollection } from '@/lib/server/http/wordpress';
import { listFeedTerms } from '@/lib/server/services/blog';

/** GET /wp-json/wp/v2/categories — the blog's categories (`slug` resolves a slug to its id). */
export const GET = wordpressCollection(wpTermsQuery, (db, ctx, query) =>
  listFeedTerms(db, ctx, 'category', query),
);
