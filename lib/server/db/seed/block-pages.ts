// Bodies of the two content pages that show the page builder's blocks: the style guide (every
// block, a living style guide) and the product presentation. Media: scripts/generate-block-media.mjs.

const text = (html: string) => ({ type: 'text', props: { html } });
const grid = (columns: number, ...cells: object[][]) => ({
  type: 'grid-container',
  props: { columns },
  children: cells.map((children) => ({ type: 'grid-item', props: { span: 1 }, children })),
});

const frames360 = Array.from(
  { length: 24 },
  (_, i) => `/media/notebook-360-${String(i + 1).padStart(2, '0')}.svg`,
);
/** "Big Buck Bunny" (Blender Foundation) on YouTube, played from youtube-nocookie.com. */
const youtubeDemo = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

const spin360 = {
  type: 'image-360',
  props: {
    frames: frames360,
    alt: 'Notebook Demo Pro 15 em 360°',
    width: 800,
    height: 600,
  },
};
const comparison = {
  type: 'image-comparison',
  props: {
    before: { url: '/media/comparacao-antes.svg', alt: 'Paisagem numa tela HD comum' },
    after: { url: '/media/comparacao-depois.svg', alt: 'A mesma paisagem na tela OLED 2.8K' },
    beforeLabel: 'Tela HD',
    afterLabel: 'Tela OLED 2.8K',
    label: 'Comparar a tela HD com a tela OLED 2.8K',
    width: 960,
    height: 600,
  },
};
const panorama = {
  type: 'panoramic-image',
  props: {
    url: '/media/panorama-vista.svg',
    alt: 'Pôr do sol sobre a cidade, o lago e as montanhas',
    width: 2400,
    height: 600,
  },
};
const videoBox = {
  type: 'video-box',
  props: {
    url: '/media/notebook-demo.webm',
    title: 'Notebook Demo Pro 15 em ação',
    text: 'Veja o notebook por todos os lados em poucos segundos.',
    poster: '/media/video-poster.svg',
    width: 1280,
    height: 720,
  },
};
const specsTabs = {
  type: 'tabs',
  props: {
    label: 'Detalhes do Notebook Demo Pro 15',
    items: [
      {
        title: 'Especificações',
        html: '<ul><li>Processador Intel Core i7 de 13ª geração</li><li>16 GB de memória DDR5</li><li>SSD de 512 GB</li><li>Tela OLED de 15,6" com resolução 2.8K</li><li>Bateria para até 12 horas</li></ul>',
      },
      {
        title: 'Na caixa',
        html: '<ul><li>Notebook Demo Pro 15</li><li>Carregador USB-C de 65 W</li><li>Guia rápido</li></ul>',
      },
      {
        title: 'Garantia',
        html: '<p>1 ano de garantia do fabricante, que pode ser estendida para até 3 anos no carrinho. Veja a <a href="/politica-de-garantia">política de garantia</a>.</p>',
      },
    ],
  },
};

export const productPresentation = {
  blocks: [
    {
      type: 'page-container',
      children: [
        text(
          '<h2>Notebook Demo Pro 15</h2><p>Potência de estação de trabalho num corpo de 1,6 kg. Gire o notebook, compare a tela e veja tudo o que vem na caixa.</p>',
        ),
        grid(
          2,
          [spin360],
          [
            text(
              '<h3>Por todos os lados</h3><p>Chassi de alumínio, teclado retroiluminado e touchpad amplo de vidro. Duas portas USB-C com carregamento, HDMI 2.1 e leitor de cartões.</p>',
            ),
            videoBox,
          ],
        ),
        text(
          '<h2>Tela OLED 2.8K</h2><p>Pretos profundos e cores vivas: arraste a divisória para comparar com uma tela HD comum.</p>',
        ),
        comparison,
        text('<h2>Detalhes</h2>'),
        specsTabs,
        text(
          '<h2>Feito para qualquer lugar</h2><p>Leve, com bateria para o dia todo: do escritório à viagem.</p>',
        ),
        panorama,
        {
          type: 'button',
          props: { text: 'Comprar o Notebook Demo Pro 15', link: '/notebook-demo-pro-15' },
        },
      ],
    },
  ],
};

const heading = (title: string, description: string) =>
  text(`<h2>${title}</h2><p>${description}</p>`);

/** The physical shops of the about pages (`#lojas`, their scroll-to-shops state). */
export const shopsBlock = {
  type: 'shops',
  props: {
    title: 'Nossas lojas',
    shops: [
      {
        name: 'Loja Paulista',
        address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100',
        hours: 'Segunda a sábado, das 10:00 às 20:00',
        phone: '(11) 4000-1000',
        mapUrl: 'https://www.google.com/maps/search/?api=1&query=Av.+Paulista,+1000',
      },
      {
        name: 'Loja Centro do Rio',
        address: 'Av. Rio Branco, 156 - Centro, Rio de Janeiro - RJ, 20040-003',
        hours: 'Segunda a sexta, das 09:00 às 18:00',
        phone: '(21) 4000-3000',
        mapUrl: 'https://www.google.com/maps/search/?api=1&query=Av.+Rio+Branco,+156',
      },
    ],
  },
};

export const styleGuide = {
  blocks: [
    {
      type: 'page-container',
      props: { gap: 'md' },
      children: [
        text(
          '<p>Todos os blocos do construtor de páginas com o visual da loja. Cada bloco abaixo vem do mesmo conteúdo JSON que as páginas usam.</p>',
        ),
        heading('Texto', 'Bloco de texto com títulos, listas, links, citação e tabela.'),
        {
          type: 'container',
          props: { maxWidth: 'md' },
          children: [
            text(
              '<h3>Título de seção</h3><p>Parágrafo com <strong>negrito</strong>, <em>itálico</em> e um <a href="/notebooks">link para os notebooks</a>.</p><ul><li>Item de lista</li><li>Outro item</li></ul><ol><li>Primeiro passo</li><li>Segundo passo</li></ol><blockquote>Uma citação em destaque.</blockquote><table><thead><tr><th scope="col">Plano</th><th scope="col">Prazo</th></tr></thead><tbody><tr><td>Garantia estendida</td><td>12 meses</td></tr><tr><td>Garantia estendida</td><td>24 meses</td></tr></tbody></table>',
            ),
          ],
        },
        heading('Botões', 'Chamada principal e secundária.'),
        grid(
          2,
          [{ type: 'button', props: { text: 'Botão principal', link: '/notebooks' } }],
          [
            {
              type: 'button',
              props: { text: 'Botão contornado', link: '/acessorios', variant: 'outline' },
            },
          ],
        ),
        heading('Imagem', 'Imagem com tamanho reservado e link.'),
        {
          type: 'image',
          props: {
            url: '/media/banner-2.svg',
            alt: 'Monte seu setup',
            width: 1200,
            height: 400,
            link: '/acessorios',
          },
        },
        heading('Banner slider', 'Destaques com troca automática a cada 2,5 s.'),
        {
          type: 'banner-slider',
          props: {
            images: [
              { url: '/media/banner-2.svg', alt: 'Monte seu setup', link: '/acessorios' },
              {
                url: '/media/banner-3.svg',
                alt: '10% de desconto no Pix',
                link: '/formas-de-pagamento',
              },
            ],
          },
        },
        heading(
          'Slider personalizado',
          'Fundo, três textos, botão e até três imagens por slide; transição de 700 ms.',
        ),
        {
          type: 'custom-banner-slider',
          props: {
            label: 'Lançamentos',
            images: [
              {
                url: '/media/slide-fundo-1.svg',
                link: '/notebook-demo-pro-15',
                text1: 'Notebook Demo Pro 15',
                text2: 'Tela OLED 2.8K e 16 GB de memória',
                text3: 'Em até 12x sem juros',
                btnText: 'Conhecer',
                img1: '/media/notebook-a.svg',
                img2: '/media/mouse-a.svg',
                img3: '/media/headset-a.svg',
              },
              {
                url: '/media/slide-fundo-2.svg',
                link: '/acessorios',
                text1: 'Acessórios para o seu setup',
                text2: 'Teclados, mouses e mochilas',
                text3: '',
                btnText: 'Ver acessórios',
                img1: '/media/teclado-b.svg',
                img2: '/media/mochila-b.svg',
              },
            ],
          },
        },
        heading('Cards e vantagens', 'Cards com imagem e chamada; vantagens com ícone.'),
        grid(
          3,
          [
            {
              type: 'card',
              props: {
                title: 'Notebooks gamer',
                text: 'Placas de vídeo dedicadas e telas de 144 Hz.',
                image: { url: '/media/notebook-b.svg', width: 400, height: 320 },
                link: '/notebooks/gamer',
                btnText: 'Ver notebooks',
              },
            },
          ],
          [
            {
              type: 'card',
              props: {
                title: 'Periféricos',
                text: 'Mouses, teclados e headsets.',
                link: '/acessorios',
              },
            },
          ],
          [
            { type: 'info-card', props: { icon: 'pix', title: '10% de desconto no Pix' } },
            {
              type: 'info-card',
              props: { icon: 'shield', title: '1 ano de garantia', text: 'Em todos os notebooks.' },
            },
          ],
        ),
        heading('Caixa', 'Uma caixa com fundo, borda e conteúdo centralizado.'),
        {
          type: 'box',
          props: { background: '#eff6ff', border: true, align: 'center' },
          children: [
            text('<p><strong>Frete grátis</strong> para compras acima de R$ 299.</p>'),
            { type: 'button', props: { text: 'Aproveitar', link: '/notebooks', align: 'center' } },
          ],
        },
        heading('Produtos', 'Slider e grade de produtos de uma categoria ou de uma lista.'),
        {
          type: 'product-slider',
          props: { title: 'Notebooks gamer', categoryUrl: 'notebooks/gamer', limit: 4 },
        },
        {
          type: 'product-grid',
          props: { title: 'Acessórios', categoryUrl: 'acessorios', limit: 4 },
        },
        heading('Contagem regressiva', 'Termina às 23:59:59 da data final.'),
        {
          type: 'countdown',
          props: { title: 'A Black Friday termina em', dateEnd: '2026-11-29' },
        },
        heading(
          'Vídeo',
          'Arquivo da loja com controles nativos, ou YouTube e Vimeo carregados só ao tocar no play.',
        ),
        grid(
          2,
          [
            {
              type: 'video',
              props: {
                url: '/media/notebook-demo.webm',
                title: 'Notebook Demo Pro 15 girando',
                poster: '/media/video-poster.svg',
                caption: 'Vídeo hospedado na loja.',
              },
            },
          ],
          [
            {
              type: 'video',
              props: {
                url: youtubeDemo,
                title: 'Big Buck Bunny (YouTube)',
                caption: 'Vídeo do YouTube, sem cookies até o play.',
              },
            },
          ],
        ),
        heading('Caixa de vídeo', 'Capa e título; o vídeo abre numa janela.'),
        grid(
          2,
          [videoBox],
          [
            {
              type: 'video-box',
              props: {
                url: youtubeDemo,
                title: 'Big Buck Bunny',
                text: 'Curta da Blender Foundation no YouTube.',
                poster: '/media/blog-2.svg',
                width: 800,
                height: 450,
              },
            },
          ],
        ),
        heading('Imagem 360°', 'Arraste ou use as setas do teclado para girar o produto.'),
        spin360,
        heading('Imagem panorâmica', 'Arraste para os lados ou use as setas do teclado.'),
        panorama,
        heading('Comparação de imagens', 'Antes e depois com uma divisória deslizante.'),
        comparison,
        heading('Abas', 'Setas, Home e End trocam de aba.'),
        specsTabs,
        heading('Acordeão', 'Perguntas e respostas que abrem e fecham.'),
        {
          type: 'accordion',
          props: {
            items: [
              {
                title: 'Qual o prazo de entrega?',
                html: '<p>De 2 a 7 dias úteis, conforme o CEP.</p>',
              },
              {
                title: 'Posso pagar com Pix?',
                html: '<p>Sim, com 10% de desconto e aprovação imediata.</p>',
              },
            ],
          },
        },
        heading('Iframe', 'Somente players e mapas de uma lista de sites permitidos.'),
        {
          type: 'iframe',
          props: {
            url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
            title: 'Big Buck Bunny no YouTube',
            ratio: '16:9',
          },
        },
        heading('Lojas', 'Endereços, horários e mapa das lojas físicas.'),
        shopsBlock,
        heading('Atendimento', 'Canais de atendimento conforme o horário de São Paulo.'),
        { type: 'service-centre', props: { centre: 'service' } },
        heading('Formulário de contato', 'Campos definidos pela loja, validados no envio.'),
        { type: 'contact-form', props: { formId: 'contato', title: 'Fale conosco' } },
        heading('Newsletter', 'Cadastro na newsletter da loja.'),
        {
          type: 'newsletter',
          props: {
            title: 'Receba nossas ofertas',
            text: 'Cadastre-se e receba as ofertas da semana.',
          },
        },
      ],
    },
  ],
};
