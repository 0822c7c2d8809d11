import { wordpressNoRoute } from '@/lib/server/http/wordpress';

/** Any other /wp-json path: WordPress's 404 `rest_no_route`. */
export const GET = wordpressNoRoute();
