// The data modules are replaced: this checks which home is chosen, not how it renders.
jest.mock('next-intl/server', () => ({ getTranslations: jest.fn() }));
jest.mock('@/lib/catalog/data', () => ({ getRoute: jest.fn() }));
jest.mock('@/lib/content/data', () => ({
  getBlockProducts: jest.fn(),
  countdownRenderTime: jest.fn(),
}));
jest.mock('@/lib/store/data', () => ({ getMenuCategories: jest.fn() }));
jest.mock('@/lib/blog/data', () => ({ getLatestBlogPosts: jest.fn() }));

import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { BlogTeaser } from '@/components/blog/blog-teaser';
import { getRoute } from '@/lib/catalog/data';
import type { Company } from '@/lib/contracts/company';
import { demoHome } from '@/lib/server/db/seed/content';
import { FallbackHome } from './fallback-home';
import { HelpSection } from '@/components/support/help-section';
import { FeatureStrip } from './feature-strip';
import { Home } from './home';
import { PageBuilder } from './page-builder';

const store = { id: 1, name: 'Loja Demo' } as Company;
const route = jest.mocked(getRoute);

/** The component types of the home's top-level children and of the content wrapper. */
async function rendered(): Promise<unknown[]> {
  const tree = (await Home({ store, locale: 'pt' })) as ReactElement<{ children: ReactNode[] }>;
  return tree.props.children.flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode[] }>(child)) return [];
    if (child.type === 'div') {
      return (child.props.children ?? []).flatMap((c) => (isValidElement(c) ? [c.type] : []));
    }
    return [child.type];
  });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const home = (json: unknown) => ({
  type: 'content' as const,
  content: {
    id: 1,
    name: 'Página inicial',
    url: 'home',
    visible: true,
    metaTitle: null,
    metaKeywords: null,
    metaDescription: null,
    json,
  },
});

test('the home renders its page-builder content, then the help section and the feature strip', async () => {
  route.mockResolvedValue(home(demoHome));
  expect(await rendered()).toEqual(['h1', PageBuilder, BlogTeaser, HelpSection, FeatureStrip]);
});

test('the fixed home shows when the content fails to load, is missing or is empty', async () => {
  route.mockRejectedValue(new Error('database down'));
  expect(await rendered()).toEqual([FallbackHome, BlogTeaser, HelpSection, FeatureStrip]);
  expect(console.error).toHaveBeenCalled();

  route.mockResolvedValue(null);
  expect(await rendered()).toEqual([FallbackHome, BlogTeaser, HelpSection, FeatureStrip]);

  route.mockResolvedValue(home({ blocks: [{ type: 'unknown-block' }] }));
  expect(await rendered()).toEqual([FallbackHome, BlogTeaser, HelpSection, FeatureStrip]);
});
