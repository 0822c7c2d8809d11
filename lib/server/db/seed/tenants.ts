import type { CompanySettings } from '../schema';

/** The three stores of DEMO-DATA.md. */
export type TenantFixture = {
  slug: string;
  name: string;
  domains: string[];
  maintenance: boolean;
  settings: CompanySettings;
};

const paymentsAll = {
  pagseguroQrCode: { active: true },
  pagseguroBillet: { active: true },
  pagseguroCreditCard: { active: true },
  mercadopagoCreditCard: { active: false },
};

const base = (slug: string, name: string, theme: CompanySettings['theme']): CompanySettings => ({
  logo: `/media/logo-${slug}.svg`,
  favicon: `/media/favicon-${slug}.svg`,
  metaKeywords: 'notebooks, notebook gamer, acessórios, peças, ssd, memória ram, placa de vídeo',
  metaDescription: `${name}: notebooks, acessórios e peças com 10% de desconto no Pix e entrega rápida.`,
  headerMessage:
    'Frete grátis para todo o Brasil nas compras acima de R$ 299 · 10% de desconto no Pix',
  translations: {
    en: { headerMessage: 'Free shipping across Brazil on orders over R$ 299 · 10% off with Pix' },
  },
  contacts: {
    whatsapp: '5511999999999',
    email: `atendimento@${slug}.exemplo.com.br`,
    salesPhone: '(11) 4000-1000',
    supportPhone: '(11) 4000-2000',
    corporateSalesPhone: '0800 000 0000',
    address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100',
  },
  social: {
    facebook: 'https://facebook.com/lojademo',
    instagram: 'https://instagram.com/lojademo',
    youtube: 'https://youtube.com/@lojademo',
  },
  socialLogin: { facebookAppId: 'null', googleClientId: 'demo-google-client' },
  paymentOptions: paymentsAll,
  tools: {},
  interface: { ageNotification: false, hasCategoriesMenu: true, interestFreeInstallments: 12 },
  theme,
  productPlaceholder: '/media/notebook-a.svg',
  defaultInCashPayment: 'pix',
  defaultInInstallmentPayment: 'creditCard',
  usdPerBrl: 0.18,
  openingHours: {
    support: 'Segunda a sexta, das 08:00 às 17:45',
    sales: 'Segunda a sexta, das 09:00 às 18:00 e sábado, das 09:00 às 12:30',
  },
});

export const tenantFixtures: TenantFixture[] = [
  {
    slug: 'demo',
    name: 'Loja Demo',
    domains: ['localhost', '127.0.0.1'],
    maintenance: false,
    settings: base('demo', 'Loja Demo', {
      primary: '#1d4ed8',
      primaryContrast: '#ffffff',
      accent: '#f59e0b',
      background: '#ffffff',
      foreground: '#171717',
    }),
  },
  {
    slug: 'outra',
    name: 'Outra Loja',
    domains: ['outra.localhost'],
    maintenance: false,
    settings: {
      ...base('outra', 'Outra Loja', {
        primary: '#15803d',
        primaryContrast: '#ffffff',
        accent: '#ea580c',
        background: '#fcfdf7',
        foreground: '#1c1917',
      }),
      paymentOptions: { ...paymentsAll, pagseguroBillet: { active: false } },
      interface: { ageNotification: true, hasCategoriesMenu: true, interestFreeInstallments: 3 },
      socialLogin: { facebookAppId: 'outra-facebook-app', googleClientId: 'outra-google-client' },
      contacts: {
        whatsapp: '5521988888888',
        email: 'contato@outra.exemplo.com.br',
        corporateSalesPhone: '0800 111 2222',
      },
      usdPerBrl: 0.19,
    },
  },
  {
    slug: 'manutencao',
    name: 'Loja Manutenção',
    domains: ['manutencao.localhost'],
    maintenance: true,
    settings: base('manutencao', 'Loja Manutenção', {
      primary: '#4b5563',
      primaryContrast: '#ffffff',
      accent: '#9ca3af',
      background: '#ffffff',
      foreground: '#111827',
    }),
  },
];
