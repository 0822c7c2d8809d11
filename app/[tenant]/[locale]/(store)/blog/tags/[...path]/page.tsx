import { blogListingRoute } from '@/components/blog/listing-route';
import { BUILD_PLACEHOLDER_TENANT } from '@/lib/store/data';

/** One placeholder for the build (ADR 0002); every tag page renders on request. */
export function generateStaticParams() {
  return [{ path: [BUILD_PLACEHOLDER_TENANT] }];
}

/** `/blog/tags/{tag}` and `/blog/tags/{tag}/page/{page}`: the posts with a tag, like a category's. */
const route = blogListingRoute('tag');
export const generateMetadata = route.generateMetadata;
export default route.Page;
