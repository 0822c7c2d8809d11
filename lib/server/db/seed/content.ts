import { aboutPageUrl } from '../../../domain/store-pages';
import type { Db } from '../client';
import { productPresentation, shopsBlock, styleGuide } from './block-pages';
import { contactForms, contentItems, contentPages, type ContactFormField } from '../schema';

const text = (html: string) => ({ type: 'text', props: { html } });
const page = (...blocks: object[]) => ({ blocks: [{ type: 'page-container', children: blocks }] });

export const demoHome = page(
  {
    type: 'banner-slider',
    props: {
      images: [
        {
          url: '/media/photos/banner-1.jpg',
          link: '/notebooks',
          text1: 'Black Friday',
          text2: 'Notebooks com até 30% off',
          text3: 'Só até domingo',
          btnText: 'Ver ofertas',
          img1: '/media/banner-1.svg',
          img2: '/media/banner-1.svg',
          img3: '/media/banner-1.svg',
        },
        {
          url: '/media/photos/banner-2.jpg',
          link: '/acessorios',
          text1: 'Monte seu setup',
          text2: 'Mouses, teclados e headsets',
          text3: '',
          btnText: 'Conferir',
          img1: '/media/banner-2.svg',
          img2: '/media/banner-2.svg',
          img3: '/media/banner-2.svg',
        },
        {
          url: '/media/photos/banner-3.jpg',
          link: '/formas-de-pagamento',
          text1: '10% de desconto no Pix',
          text2: 'Em todo o site',
          text3: '',
          btnText: 'Saiba mais',
          img1: '/media/banner-3.svg',
          img2: '/media/banner-3.svg',
          img3: '/media/banner-3.svg',
        },
      ],
    },
  },
  { type: 'countdown', props: { title: 'A Black Friday termina em', dateEnd: '2026-11-29' } },
  {
    type: 'grid-container',
    props: { columns: 4 },
    children: [
      {
        type: 'grid-item',
        props: { span: 1 },
        children: [
          {
            type: 'info-card',
            props: {
              icon: 'pix',
              title: '10% de desconto no Pix',
              text: 'Pague à vista e economize.',
            },
          },
        ],
      },
      {
        type: 'grid-item',
        props: { span: 1 },
        children: [
          {
            type: 'info-card',
            props: { icon: 'truck', title: 'Entrega rápida', text: 'Para todo o Brasil.' },
          },
        ],
      },
      {
        type: 'grid-item',
        props: { span: 1 },
        children: [
          {
            type: 'info-card',
            props: { icon: 'shield', title: '1 ano de garantia', text: 'Em todos os notebooks.' },
          },
        ],
      },
      {
        type: 'grid-item',
        props: { span: 1 },
        children: [
          {
            type: 'info-card',
            props: { icon: 'lock', title: 'Compra segura', text: 'Seus dados protegidos.' },
          },
        ],
      },
    ],
  },
  {
    type: 'product-slider',
    props: { title: 'Notebooks gamer', categoryUrl: 'notebooks/gamer', limit: 8 },
  },
  {
    type: 'product-slider',
    props: { title: 'Ultrafinos para o dia a dia', categoryUrl: 'notebooks/ultrafinos', limit: 8 },
  },
  {
    type: 'product-grid',
    props: {
      title: 'Mais vendidos',
      productUrls: [
        'notebook-demo-pro-15',
        'notebook-demo-gamer-x',
        'kit-home-office-demo',
        'placa-de-video-demo-rtx',
        'ssd-demo-1tb',
        'mouse-sem-fio-demo-m1',
      ],
      limit: 8,
    },
  },
  { type: 'product-grid', props: { title: 'Acessórios', categoryUrl: 'acessorios', limit: 8 } },
);

type PageFixture = { url: string; name: string; body: object; visible?: boolean };

const p = (...paragraphs: string[]) => page(text(paragraphs.map((x) => `<p>${x}</p>`).join('')));

export const demoPages: PageFixture[] = [
  {
    url: 'politica-de-privacidade',
    name: 'Política de privacidade',
    body: p(
      'Tratamos seus dados pessoais de acordo com a Lei Geral de Proteção de Dados (LGPD).',
      'Usamos seus dados para processar pedidos, prestar atendimento e, com seu consentimento, enviar ofertas.',
      'Você pode pedir acesso, correção ou exclusão dos seus dados pelo e-mail de atendimento.',
    ),
  },
  {
    url: 'termos-e-condicoes',
    name: 'Termos e condições',
    body: p(
      'Ao comprar na loja você aceita estes termos.',
      'Os preços valem para compras on-line e podem mudar sem aviso; vale o preço do carrinho no momento da compra.',
    ),
  },
  {
    url: 'perguntas-frequentes',
    name: 'Perguntas frequentes',
    body: page({
      type: 'accordion',
      props: {
        items: [
          {
            title: 'Qual é o prazo de entrega?',
            html: '<p>De 05 a 10 dias úteis após a aprovação do pagamento. Notebooks sob encomenda somam o prazo de produção.</p>',
          },
          {
            title: 'Quais são as formas de pagamento?',
            html: '<p>Pix com 10% de desconto, boleto bancário e cartão de crédito em até 12x sem juros.</p>',
          },
          {
            title: 'Como acompanho meu pedido?',
            html: '<p>Em Meus pedidos, na sua conta, ou pela consulta de pedido com o número e o seu CPF/CNPJ.</p>',
          },
          {
            title: 'Como funciona a garantia?',
            html: '<p>Todos os notebooks têm 1 ano de garantia. A garantia estendida pode ser contratada no carrinho.</p>',
          },
        ],
      },
    }),
  },
  {
    url: 'politica-de-garantia',
    name: 'Política de garantia',
    body: p(
      'Todos os produtos têm garantia legal de 90 dias e garantia contratual de até 1 ano.',
      'A garantia cobre defeitos de fabricação; danos por mau uso não estão cobertos.',
    ),
  },
  {
    url: 'regulamento',
    name: 'Regulamento',
    body: p(
      'Regulamento das promoções vigentes da loja.',
      'Promoções válidas enquanto durarem os estoques.',
    ),
  },
  {
    url: 'gamepass-resgate',
    name: 'Resgate do Game Pass',
    body: p(
      'Na compra de notebooks gamer selecionados você ganha 3 meses de Game Pass.',
      'O código chega por e-mail em até 7 dias após a entrega.',
    ),
  },
  {
    url: 'formas-de-pagamento',
    name: 'Formas de pagamento',
    body: p(
      'Pix: 10% de desconto e aprovação imediata.',
      'Boleto bancário: vence em 2 dias úteis.',
      'Cartão de crédito: em até 12x sem juros ou 21x com juros.',
    ),
  },
  {
    url: 'trocas-e-devolucoes',
    name: 'Trocas e devoluções',
    body: p(
      'Você pode desistir da compra em até 7 dias após o recebimento.',
      'Para trocas por defeito, fale com o suporte técnico.',
    ),
  },
  {
    url: 'drivers',
    name: 'Drivers',
    body: p('Baixe os drivers do seu notebook pelo número de série na etiqueta inferior.'),
  },
  {
    url: 'nvidia-brand-store',
    name: 'NVIDIA Brand Store',
    body: p('Notebooks com placas NVIDIA GeForce RTX para jogos e criação.'),
  },
  {
    url: 'style-guide',
    name: 'Guia de estilo',
    body: styleGuide,
  },
  {
    url: 'odontologia',
    name: 'Notebooks para odontologia',
    body: p('Configurações recomendadas para softwares de imagem odontológica.'),
  },
  {
    url: 'estudos',
    name: 'Notebooks para estudos',
    body: p('Leves, com bateria para o dia todo e preço que cabe no bolso.'),
  },
  {
    url: 'apresentacao-do-produto',
    name: 'Apresentação do produto',
    body: productPresentation,
  },
  {
    url: 'ticket',
    name: 'Abrir chamado',
    body: p(
      'Abra um chamado para o suporte técnico informando o número do pedido e o número de série.',
    ),
  },
  {
    url: 'cadastroblackfriday',
    name: 'Cadastro Black Friday',
    body: page(
      text('<p>Cadastre-se e receba as ofertas da Black Friday antes de todo mundo.</p>'),
      {
        type: 'newsletter',
        props: {
          title: 'Quero as ofertas da Black Friday',
          text: 'Deixe seus dados e avisamos você assim que as ofertas começarem.',
        },
      },
    ),
  },
  {
    url: 'seja-revendedor',
    name: 'Seja revendedor',
    body: p('Revenda nossos notebooks com condições especiais para empresas.'),
  },
  {
    url: 'garantia-estentida',
    name: 'Garantia estendida',
    body: p('Regras da garantia estendida de 12 ou 24 meses contratada no carrinho.'),
  },
  {
    url: 'central-de-vendas',
    name: 'Central de vendas',
    body: page(
      text(
        '<p>Fale com um vendedor de segunda a sexta, das 09:00 às 18:00, e aos sábados, das 09:00 às 12:30.</p>',
      ),
      { type: 'service-centre', props: { centre: 'sales' } },
    ),
  },
  {
    url: 'central-de-atendimento',
    name: 'Central de atendimento',
    body: page(text('<p>Atendimento por chat, telefone e e-mail.</p>'), {
      type: 'service-centre',
      props: { centre: 'service' },
    }),
  },
  {
    url: 'suporte-tecnico',
    name: 'Suporte técnico',
    body: page(text('<p>Suporte técnico de segunda a sexta, das 08:00 às 17:45.</p>'), {
      type: 'service-centre',
      props: { centre: 'support' },
    }),
  },
  {
    url: 'contato',
    name: 'Contato',
    body: page(text('<p>Envie sua mensagem e responderemos em até 1 dia útil.</p>'), {
      type: 'contact-form',
      props: { formId: 'contato' },
    }),
  },
  {
    url: 'contato/central-de-vendas',
    name: 'Fale com a central de vendas',
    body: page(
      text(
        '<p>Compras para empresas, orçamentos e grandes quantidades: deixe seus dados e um vendedor entra em contato.</p>',
      ),
      { type: 'contact-form', props: { formId: 'central-de-vendas' } },
    ),
  },
  {
    url: 'contato/suporte-tecnico',
    name: 'Fale com o suporte técnico',
    body: page(
      text(
        '<p>Informe o número do pedido e o número de série do produto para agilizar o atendimento.</p>',
      ),
      { type: 'contact-form', props: { formId: 'suporte-tecnico' } },
    ),
  },
  {
    url: 'pagina-oculta',
    name: 'Página oculta',
    body: p('Esta página não está visível.'),
    visible: false,
  },
];

/**
 * Every store's own page, `/sobre-a-{store name}`: who the store is, then its physical shops
 * (the `shops` block, anchor `#lojas`: the page's scroll-to-shops state).
 */
export function aboutPage(storeName: string): PageFixture {
  return {
    url: aboutPageUrl(storeName),
    name: `Sobre a ${storeName}`,
    body: page(
      text(
        `<p>A ${storeName} vende notebooks, acessórios e peças para todo o Brasil desde 2010.</p>` +
          '<p>Nossas lojas físicas ficam em São Paulo e no Rio de Janeiro: venha testar os notebooks antes de comprar.</p>',
      ),
      shopsBlock,
    ),
  };
}

export async function seedContent(
  tx: Db,
  tenantId: number,
  storeName: string,
  pages: PageFixture[],
): Promise<void> {
  await tx.insert(contentPages).values([
    {
      tenantId,
      url: 'home',
      name: 'Página inicial',
      json: demoHome,
      metaTitle: `${storeName} | Notebooks, acessórios e peças`,
      metaDescription: `Compre notebooks, acessórios e peças na ${storeName} com 10% de desconto no Pix.`,
    },
    ...[...pages, aboutPage(storeName)].map((pg) => ({
      tenantId,
      url: pg.url,
      name: pg.name,
      visible: pg.visible ?? true,
      json: pg.body,
      metaTitle: pg.name,
      metaKeywords: `${pg.name.toLowerCase()}, ${storeName.toLowerCase()}`,
      metaDescription: `${pg.name} da ${storeName}.`,
    })),
  ]);
  await tx.insert(contentItems).values([
    {
      tenantId,
      type: 'modal-entry',
      name: 'Boas-vindas com cupom',
      json: {
        title: 'Bem-vindo!',
        html: '<p>Use o cupom <strong>DESCONTO10</strong> e ganhe 10% na primeira compra.</p>',
        image: '/media/photos/banner-3.jpg',
        link: '/notebooks',
      },
      translations: {
        en: {
          title: 'Welcome!',
          html: '<p>Use the coupon <strong>DESCONTO10</strong> and get 10% off your first purchase.</p>',
          btnText: 'Shop notebooks',
        },
      },
    },
    {
      tenantId,
      type: 'modal-exit',
      name: 'Newsletter na saída',
      json: {
        title: 'Já vai?',
        html: '<p>Cadastre-se na newsletter e receba ofertas exclusivas.</p>',
        link: '/cadastroblackfriday',
      },
      translations: {
        en: {
          title: 'Leaving already?',
          html: '<p>Sign up for our newsletter and get exclusive offers.</p>',
        },
      },
    },
  ]);
  await tx.insert(contactForms).values(contactFormFixtures.map((form) => ({ tenantId, ...form })));
}

/** Every form starts with who writes: name and e-mail, half a row each. */
const whoWrites: ContactFormField[] = [
  { id: 'name', type: 'text', placeholder: 'Nome', required: true, size: 6 },
  { id: 'email', type: 'email', placeholder: 'E-mail', required: true, size: 6 },
];
const select = (
  id: string,
  placeholder: string,
  size: number,
  options: [string, string][],
): ContactFormField => ({
  id,
  type: 'select',
  placeholder,
  required: true,
  size,
  options: options.map(([optionId, name]) => ({ id: optionId, name })),
});

/** The contact forms of every store, by the keys the pages name them with. */
export const contactFormFixtures: {
  key: string;
  name: string;
  recipientEmail: string;
  fields: ContactFormField[];
}[] = [
  {
    key: 'contato',
    name: 'Contato',
    recipientEmail: 'atendimento@demo.exemplo.com.br',
    fields: [
      ...whoWrites,
      { id: 'phone', type: 'text', placeholder: 'Telefone', required: false, size: 6 },
      select('subject', 'Assunto', 6, [
        ['duvida', 'Dúvida'],
        ['pedido', 'Pedido'],
        ['sugestao', 'Sugestão'],
      ]),
      { id: 'message', type: 'textarea', placeholder: 'Mensagem', required: true, size: 12 },
    ],
  },
  {
    key: 'central-de-vendas',
    name: 'Central de vendas',
    recipientEmail: 'vendas@demo.exemplo.com.br',
    fields: [
      ...whoWrites,
      { id: 'company', type: 'text', placeholder: 'Empresa', required: true, size: 8 },
      { id: 'cnpj', type: 'text', placeholder: 'CNPJ', required: false, size: 4 },
      { id: 'phone', type: 'text', placeholder: 'Telefone', required: true, size: 6 },
      select('quantity', 'Quantidade', 6, [
        ['1-9', 'De 1 a 9 unidades'],
        ['10-49', 'De 10 a 49 unidades'],
        ['50+', '50 unidades ou mais'],
      ]),
      { id: 'message', type: 'textarea', placeholder: 'Mensagem', required: true, size: 12 },
    ],
  },
  {
    key: 'suporte-tecnico',
    name: 'Suporte técnico',
    recipientEmail: 'suporte@demo.exemplo.com.br',
    fields: [
      ...whoWrites,
      { id: 'order', type: 'text', placeholder: 'Número do pedido', required: false, size: 4 },
      { id: 'serial', type: 'text', placeholder: 'Número de série', required: true, size: 4 },
      { id: 'purchaseDate', type: 'date', placeholder: 'Data da compra', required: false, size: 4 },
      select('subject', 'Assunto', 12, [
        ['defeito', 'Defeito'],
        ['drivers', 'Drivers e software'],
        ['garantia', 'Garantia'],
        ['outro', 'Outro'],
      ]),
      {
        id: 'message',
        type: 'textarea',
        placeholder: 'Descreva o problema',
        required: true,
        size: 12,
      },
    ],
  },
];
