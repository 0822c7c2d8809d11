import { blogListingRoute } from '@/components/blog/listing-route';
import { BUILD_PLACEHOLDER_TENANT } from '@/lib/store/data';

/** One placeholder for the build (ADR 0002); every category page renders on request. */
export function generateStaticParams() {
  return [{ path: [BUILD_PLACEHOLDER_TENANT] }];
}

/**
 * `/blog/categorias/{slug}` and `/blog/categorias/{slug}/page/{page}`: the posts of a category
 * (an unknown slug or a page past the last is a 404), both forms in one catch-all segment.
 */
const route = blogListingRoute('category');
export const generateMetadata = route.generateMetadata;
export default route.Page;
