/** The loaders when the WordPress site of BLOG_FEED_URL does not answer (nothing listens there). */
import { BlogFeedError } from './client';
import { getBlogPage, getBlogPost, getBlogTerms, getLatestBlogPosts } from './data';

const feed = process.env.BLOG_FEED_URL;
let error: jest.SpyInstance;
beforeAll(() => {
  process.env.BLOG_FEED_URL = 'http://127.0.0.1:9';
});
afterAll(() => {
  if (feed === undefined) delete process.env.BLOG_FEED_URL;
  else process.env.BLOG_FEED_URL = feed;
});
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => error.mockRestore());

test("what pages only add (the home's teaser, the blog menu) is null, and logged", async () => {
  expect(await getLatestBlogPosts(1)).toBeNull();
  expect(await getBlogTerms(1, 'category')).toBeNull();
  expect(error.mock.calls.map((c) => [c[0], (c[1] as Error).name])).toEqual([
    ['[blog] the newest posts failed to load', 'BlogFeedError'],
    ['[blog] the category list failed to load', 'BlogFeedError'],
  ]);
});

test("a listing or a post throws: the page's error state", async () => {
  await expect(getBlogPage(1, { page: 1 })).rejects.toBeInstanceOf(BlogFeedError);
  await expect(getBlogPost(1, 'um-post')).rejects.toThrow(
    'http://127.0.0.1:9/wp-json/wp/v2/posts?_embed=wp%3Afeaturedmedia%2Cwp%3Aterm&slug=um-post: fetch failed',
  );
});
