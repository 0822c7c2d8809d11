import type { Category } from '@/lib/contracts/catalog';
import type { ContentPage } from '@/lib/contracts/content';
import { productDetailFixture, storeFixture } from '@/test/catalog-fixtures';
import {
  homeMetadata,
  pageMetadata,
  routeMetadata,
  searchMetadata,
  storeMetadata,
} from './metadata';

const store = storeFixture();
const category: Category = {
  id: 1,
  name: 'Notebooks',
  description: 'Notebooks para trabalho, estudo e jogos.',
  slug: 'notebooks',
  url: 'notebooks',
  parent: null,
  children: [],
};
const content = (overrides: Partial<ContentPage> = {}): ContentPage => ({
  id: 1,
  name: 'Política de privacidade',
  url: 'politica-de-privacidade',
  visible: true,
  metaTitle: 'Privacidade',
  metaKeywords: 'privacidade, lgpd',
  metaDescription: 'Como tratamos seus dados.',
  json: null,
  ...overrides,
});

test('the store layout sets the title template, description, keywords, base URL, OG and favicon', () => {
  const meta = storeMetadata({
    store,
    locale: 'pt',
    origin: 'http://localhost:3203',
    defaultDescription: 'padrão',
  });
  expect(meta).toEqual({
    metadataBase: new URL('http://localhost:3203'),
    title: { default: 'Loja Demo', template: '%s | Loja Demo' },
    description: 'Loja Demo: notebooks com 10% de desconto no Pix.',
    keywords: 'notebooks, notebook gamer',
    openGraph: {
      siteName: 'Loja Demo',
      locale: 'pt_BR',
      type: 'website',
      images: [{ url: '/media/logo-demo.svg', alt: 'Loja Demo' }],
      title: 'Loja Demo',
      description: 'Loja Demo: notebooks com 10% de desconto no Pix.',
    },
    icons: { icon: '/media/favicon-demo.svg' },
  });
  const bare = storeMetadata({
    store: storeFixture({ metaDescription: null, metaKeywords: null, favicon: null, logo: null }),
    locale: 'en',
    origin: 'http://outra.localhost',
    defaultDescription: 'Notebooks and accessories',
  });
  expect(bare.description).toBe('Notebooks and accessories');
  expect(bare).not.toHaveProperty('keywords');
  expect(bare).not.toHaveProperty('icons');
  expect(bare.openGraph).toMatchObject({ locale: 'en_US' });
  expect(bare.openGraph).not.toHaveProperty('images');
});

test('a product page: canonical to its URL, description from shortDescription, OG image from the first media', () => {
  expect(routeMetadata(store, 'pt', { type: 'product', content: productDetailFixture() })).toEqual({
    title: 'Notebook Demo Pro 15',
    description: 'O notebook para quem trabalha e cria.',
    alternates: { canonical: '/notebook-demo-pro-15' },
    openGraph: {
      siteName: 'Loja Demo',
      locale: 'pt_BR',
      type: 'website',
      title: 'Notebook Demo Pro 15',
      url: '/notebook-demo-pro-15',
      description: 'O notebook para quem trabalha e cria.',
      images: [{ url: '/media/notebook-a.svg', alt: 'Notebook Demo Pro 15' }],
    },
  });
});

test('a category page: canonical to the plain category URL, whatever its filters', () => {
  const meta = routeMetadata(store, 'pt', { type: 'category', content: category });
  expect(meta.alternates).toEqual({ canonical: '/notebooks' });
  expect(meta.title).toBe('Notebooks');
  expect(meta.description).toBe('Notebooks para trabalho, estudo e jogos.');
  // No image of its own: the store logo stays the OG image.
  expect(meta.openGraph).toMatchObject({
    url: '/notebooks',
    images: [{ url: '/media/logo-demo.svg', alt: 'Loja Demo' }],
  });
});

test('a content page uses its meta title, description and keywords; hidden pages are noindex', () => {
  const meta = routeMetadata(store, 'en', { type: 'content', content: content() });
  expect(meta).toMatchObject({
    title: 'Privacidade',
    description: 'Como tratamos seus dados.',
    keywords: 'privacidade, lgpd',
    alternates: { canonical: '/politica-de-privacidade' },
    openGraph: { locale: 'en_US', title: 'Privacidade' },
  });
  expect(meta).not.toHaveProperty('robots');

  const hidden = routeMetadata(store, 'pt', {
    type: 'content',
    content: content({
      visible: false,
      metaTitle: null,
      metaDescription: null,
      metaKeywords: null,
    }),
  });
  expect(hidden.title).toBe('Política de privacidade');
  expect(hidden.robots).toEqual({ index: false, follow: true });
  // Missing values are left out so the layout's description stays.
  expect(hidden).not.toHaveProperty('description');
  expect(hidden).not.toHaveProperty('keywords');

  const home = routeMetadata(store, 'pt', { type: 'content', content: content({ url: 'home' }) });
  expect(home.alternates).toEqual({ canonical: '/' });
});

test('the home keeps the store title and adds the canonical root', () => {
  const home = homeMetadata(store, 'pt');
  expect(home).not.toHaveProperty('title');
  expect(home.alternates).toEqual({ canonical: '/' });
  expect(home.openGraph).toMatchObject({ title: 'Loja Demo', url: '/', siteName: 'Loja Demo' });
});

test('catalogue and search pages', () => {
  expect(pageMetadata(store, 'pt', { path: '/catalogo', title: 'Catálogo' }).alternates).toEqual({
    canonical: '/catalogo',
  });
  const search = searchMetadata(store, 'pt', 'Busca');
  expect(search.alternates).toEqual({ canonical: '/search' });
  expect(search.robots).toEqual({ index: false, follow: true });
});
