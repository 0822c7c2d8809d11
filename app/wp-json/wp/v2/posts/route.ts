import { wpPostsQuery } from '@/lib/contracts/blog';
import { wordpressCollection } from '@/lib/server/http/wordpress';
import { listFeedPosts } from '@/lib/server/services/blog';

/**
 * GET /wp-json/wp/v2/posts — the store's blog as WordPress answers it: `page`, `per_page` (at
 * most 100), `search`, `categories`, `tags`, `slug`, `include`, `order`, `orderby`, `_embed`.
 */
export const GET = wordpressCollection(wpPostsQuery, listFeedPosts, {
  pastLastPage: { code: 'rest_post_invalid_page_number', message: 'blogFeed.invalidPage' },
});
