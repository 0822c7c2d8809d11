// Plain contract objects for pure tests (metadata, JSON-LD, wizard), shaped like the demo data.
import type { Product, ProductDetail } from '@/lib/contracts/catalog';
import type { Company } from '@/lib/contracts/company';
import { PRODUCT_SEALS } from '@/lib/domain/product-seals';

export function storeFixture(overrides: Partial<Company> = {}): Company {
  return {
    id: 1,
    slug: 'demo',
    name: 'Loja Demo',
    domain: 'localhost',
    domains: ['127.0.0.1', 'localhost'],
    logo: '/media/logo-demo.svg',
    favicon: '/media/favicon-demo.svg',
    metaKeywords: 'notebooks, notebook gamer',
    metaDescription: 'Loja Demo: notebooks com 10% de desconto no Pix.',
    headerMessage: null,
    translations: {},
    maintenance: false,
    contacts: {
      whatsapp: '5511999999999',
      email: 'atendimento@demo.exemplo.com.br',
      salesPhone: '(11) 4000-1000',
      supportPhone: '(11) 4000-2000',
      corporateSalesPhone: '0800 000 0000',
      address: null,
    },
    social: {
      facebook: 'https://facebook.com/lojademo',
      instagram: 'https://instagram.com/lojademo',
    },
    socialLogin: { facebook: { app_id: 'null' }, google: { client_id: 'demo-google-client' } },
    paymentOptions: {
      pagseguroQrCode: { active: true },
      pagseguroBillet: { active: true },
      pagseguroCreditCard: { active: true },
      mercadopagoCreditCard: { active: false },
    },
    tools: { googleAnalyticsId: null, googleTagManagerId: null, facebookPixelId: null },
    interface: { ageNotification: false, hasCategoriesMenu: true, interestFreeInstallments: 12 },
    theme: {
      primary: '#1d4ed8',
      primaryContrast: '#ffffff',
      accent: '#f59e0b',
      background: '#ffffff',
      foreground: '#171717',
    },
    productPlaceholder: null,
    defaultInCashPayment: 'pix',
    defaultInInstallmentPayment: 'creditCard',
    usdPerBrl: 0.18,
    openingHours: { support: '', sales: '' },
    ...overrides,
  };
}

const attribute = (code: string, label: string, sortOrder = 0) => ({
  code,
  name: code,
  optionId: null,
  optionLabel: label,
  text: null,
  isList: false,
  sortOrder,
  type: 'select',
});

/** A notebook; `specs` are attribute labels by code (processador, memoria, ...). */
export function productFixture(
  overrides: Partial<Product> = {},
  specs: Record<string, string> = {},
): Product {
  const attributes = Object.entries({
    processador: 'Intel Core i7',
    memoria: '16 GB',
    armazenamento: '512 GB SSD',
    placa_de_video: 'Integrada',
    tela: '15,6"',
    marca: 'Demo',
    ...specs,
  }).map(([code, label], i) => attribute(code, label, i));
  return {
    id: 1,
    name: 'Notebook Demo Pro 15',
    subtitle: 'Intel Core i7, 16 GB, 512 GB SSD, tela 15,6"',
    shortDescription: 'O notebook para quem trabalha e cria.',
    description: null,
    sku: 'NB-DEMO-PRO-15',
    url: 'notebook-demo-pro-15',
    type: 'simple',
    saleable: true,
    stock: 50,
    price: 6999,
    finalPrice: 5999,
    inCashPrice: 5399.1,
    medias: [{ url: '/media/notebook-a.svg' }, { url: '/media/notebook-b.svg' }],
    categories: [{ id: 1, name: 'Notebooks', url: 'notebooks' }],
    attributes,
    attributeGroup: null,
    productionTime: null,
    ...overrides,
  };
}

/** The same notebook as its own page receives it (router `product`): no add-ons or bundle. */
export function productDetailFixture(overrides: Partial<Product> = {}): ProductDetail {
  const product = productFixture(overrides);
  return {
    ...product,
    addonProducts: [],
    bundleGroup: [],
    seals: [...PRODUCT_SEALS],
    priceSimulation: {
      inCash: { finalPrice: product.inCashPrice ?? product.finalPrice, discountPercent: 10 },
      inInstallment: [],
    },
  };
}
