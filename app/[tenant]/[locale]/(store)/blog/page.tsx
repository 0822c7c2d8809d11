import { blogListingRoute } from '@/components/blog/listing-route';

/** `/blog`: the newest posts, nine a page. */
const route = blogListingRoute('all');
export const generateMetadata = route.generateMetadata;
export default route.Page;
