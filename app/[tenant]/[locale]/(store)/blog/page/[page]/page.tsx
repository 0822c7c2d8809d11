import { blogListingRoute } from '@/components/blog/listing-route';
import { BUILD_PLACEHOLDER_TENANT } from '@/lib/store/data';

/** One placeholder for the build (ADR 0002); every page renders on request, then is cached. */
export function generateStaticParams() {
  return [{ page: BUILD_PLACEHOLDER_TENANT }];
}

/** `/blog/page/{page}`: a later page of the blog (page 1 is `/blog`, past the last is a 404). */
const route = blogListingRoute('all');
export const generateMetadata = route.generateMetadata;
export default route.Page;
