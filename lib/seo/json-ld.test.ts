import { productFixture, storeFixture } from '@/test/catalog-fixtures';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd } from './json-ld';

const origin = 'http://localhost:3000';
/** What a crawler reads: the serialized script text, parsed back. */
const roundTrip = (data: Parameters<typeof serializeJsonLd>[0]) =>
  JSON.parse(serializeJsonLd(data)) as Record<string, unknown>;

describe('Product JSON-LD', () => {
  test('carries an Offer in BRL with the final price, stock state, SKU, brand and absolute images', () => {
    const ld = roundTrip(productJsonLd(productFixture(), origin, storeFixture()));
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Notebook Demo Pro 15',
      sku: 'NB-DEMO-PRO-15',
      url: 'http://localhost:3000/notebook-demo-pro-15',
      description: 'O notebook para quem trabalha e cria.',
      image: [
        'http://localhost:3000/media/notebook-a.svg',
        'http://localhost:3000/media/notebook-b.svg',
      ],
      brand: { '@type': 'Brand', name: 'Demo' },
      offers: {
        '@type': 'Offer',
        url: 'http://localhost:3000/notebook-demo-pro-15',
        priceCurrency: 'BRL',
        price: '5999.00',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Loja Demo' },
      },
    });
  });

  test('prices keep two decimals and sold-out or unsaleable products are OutOfStock', () => {
    const cheap = productJsonLd(
      productFixture({ finalPrice: 99.9, stock: 0 }),
      origin,
      storeFixture(),
    );
    expect(cheap.offers.price).toBe('99.90');
    expect(cheap.offers.availability).toBe('https://schema.org/OutOfStock');
    const blocked = productJsonLd(productFixture({ saleable: false }), origin, storeFixture());
    expect(blocked.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(
      productJsonLd(productFixture({ finalPrice: 0.05 }), origin, storeFixture()).offers.price,
    ).toBe('0.05');
  });

  test('a product without brand or description leaves those fields out', () => {
    const bare = productFixture({ shortDescription: null, subtitle: null, attributes: [] });
    const ld = roundTrip(productJsonLd(bare, origin, storeFixture()));
    expect(ld).not.toHaveProperty('brand');
    expect(ld).not.toHaveProperty('description');
  });
});

test('BreadcrumbList numbers its items from 1 with absolute URLs', () => {
  const ld = roundTrip(
    breadcrumbJsonLd(
      [
        { name: 'Página Inicial', path: '/' },
        { name: 'Notebooks', path: '/notebooks' },
      ],
      'http://outra.localhost:3203',
    ),
  );
  expect(ld).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Página Inicial',
        item: 'http://outra.localhost:3203/',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Notebooks',
        item: 'http://outra.localhost:3203/notebooks',
      },
    ],
  });
});

test('Organization has the site, logo, social profiles and contact channels', () => {
  const ld = roundTrip(organizationJsonLd(storeFixture(), origin));
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Loja Demo',
    url: 'http://localhost:3000/',
    logo: 'http://localhost:3000/media/logo-demo.svg',
    sameAs: ['https://facebook.com/lojademo', 'https://instagram.com/lojademo'],
  });
  expect(ld.contactPoint).toEqual([
    expect.objectContaining({
      contactType: 'sales',
      telephone: '+55 11 4000-1000',
      areaServed: 'BR',
    }),
    expect.objectContaining({
      contactType: 'corporate sales',
      telephone: '0800 000 0000',
      contactOption: 'https://schema.org/TollFree',
    }),
    expect.objectContaining({ contactType: 'technical support', telephone: '+55 11 4000-2000' }),
    expect.objectContaining({ contactType: 'customer service', telephone: '+5511999999999' }),
    expect.objectContaining({
      contactType: 'customer service',
      email: 'atendimento@demo.exemplo.com.br',
    }),
  ]);
  const bare = roundTrip(
    organizationJsonLd(
      storeFixture({
        logo: null,
        social: {},
        contacts: {
          whatsapp: null,
          email: null,
          salesPhone: null,
          supportPhone: null,
          corporateSalesPhone: null,
          address: null,
        },
      }),
      origin,
    ),
  );
  expect(Object.keys(bare).sort()).toEqual(['@context', '@type', 'name', 'url']);
});

test('serialized JSON-LD cannot close its script tag and still parses to the same data', () => {
  const evil = productFixture({ name: '</script><script>alert(1)</script> & <b>' });
  const text = serializeJsonLd(productJsonLd(evil, origin, storeFixture()));
  expect(text).not.toMatch(/[<>]/);
  expect(text).toContain('\\u003c/script\\u003e');
  expect((JSON.parse(text) as { name: string }).name).toBe(
    '</script><script>alert(1)</script> & <b>',
  );
});
