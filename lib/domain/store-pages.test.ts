import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RESERVED_PAGE_PATHS } from './store-pages';

/** Folders of the app that answer at a first segment of their own (not groups nor parameters). */
const ownSegments = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !/^[([]/.test(e.name))
    .map((e) => e.name);

test("every route of the storefront's own is reserved: a content page there would never show", () => {
  const root = join(process.cwd(), 'app');
  const routes = [
    ...ownSegments(join(root, '[tenant]', '[locale]')),
    ...ownSegments(join(root, '[tenant]', '[locale]', '(store)')),
    'api',
    'media',
    'wp-json',
  ];
  expect(routes.filter((r) => !(RESERVED_PAGE_PATHS as readonly string[]).includes(r))).toEqual([]);
});
