/** Demo catalog fixtures (DEMO-DATA.md). Money in cents. */

export type CategoryFixture = { url: string; name: string; description: string; parent?: string; sortOrder: number };
export type ProductFixture = {
  sku: string;
  url: string;
  name: string;
  subtitle: string;
  shortDescription: string;
  priceCents: number;
  finalPriceCents: number;
  inCashPriceCents?: number;
  stock: number;
  category: string;
  image: string;
  attributes: Record<string, string>;
  type?: 'simple' | 'bundle' | 'addon';
  productionTime?: number;
  limitedGroup?: boolean;
  createdDaysAgo?: number;
};

export const demoCategories: CategoryFixture[] = [
  { url: 'notebooks', name: 'Notebooks', description: 'Notebooks para trabalho, estudo e jogos.', sortOrder: 1 },
  { url: 'notebooks/gamer', name: 'Notebooks Gamer', description: 'Placas de vídeo dedicadas e telas rápidas.', parent: 'notebooks', sortOrder: 1 },
  { url: 'notebooks/ultrafinos', name: 'Ultrafinos', description: 'Leves, finos e com bateria para o dia todo.', parent: 'notebooks', sortOrder: 2 },
  { url: 'notebooks/corporativos', name: 'Corporativos', description: 'Segurança e durabilidade para empresas.', parent: 'notebooks', sortOrder: 3 },
  { url: 'acessorios', name: 'Acessórios', description: 'Periféricos e acessórios para o seu setup.', sortOrder: 2 },
  { url: 'acessorios/mouses', name: 'Mouses', description: 'Mouses com e sem fio.', parent: 'acessorios', sortOrder: 1 },
  { url: 'acessorios/teclados', name: 'Teclados', description: 'Teclados mecânicos e de membrana.', parent: 'acessorios', sortOrder: 2 },
  { url: 'acessorios/mochilas', name: 'Mochilas', description: 'Mochilas e cases para notebooks.', parent: 'acessorios', sortOrder: 3 },
  { url: 'acessorios/headsets', name: 'Headsets', description: 'Headsets para jogos e chamadas.', parent: 'acessorios', sortOrder: 4 },
  { url: 'pecas', name: 'Peças', description: 'Upgrades e peças de reposição.', sortOrder: 3 },
  { url: 'pecas/memoria-ram', name: 'Memória RAM', description: 'Memórias DDR4 e DDR5.', parent: 'pecas', sortOrder: 1 },
  { url: 'pecas/ssd', name: 'SSD', description: 'SSDs NVMe e SATA.', parent: 'pecas', sortOrder: 2 },
];

export const demoAttributes: { code: string; name: string; options: string[] }[] = [
  { code: 'processador', name: 'Processador', options: ['Intel Core i5', 'Intel Core i7', 'Intel Core i9', 'AMD Ryzen 5', 'AMD Ryzen 7', 'AMD Ryzen 9'] },
  { code: 'memoria', name: 'Memória', options: ['8 GB', '16 GB', '32 GB', '64 GB'] },
  { code: 'armazenamento', name: 'Armazenamento', options: ['256 GB SSD', '512 GB SSD', '1 TB SSD', '2 TB SSD'] },
  { code: 'placa_de_video', name: 'Placa de vídeo', options: ['Integrada', 'NVIDIA GeForce RTX 4050', 'NVIDIA GeForce RTX 4060', 'NVIDIA GeForce RTX 4070'] },
  { code: 'tela', name: 'Tela', options: ['14"', '15,6"', '16"', '17,3"'] },
  { code: 'sistema_operacional', name: 'Sistema operacional', options: ['Windows 11 Home', 'Windows 11 Pro', 'Linux'] },
  { code: 'marca', name: 'Marca', options: ['Demo', 'Nexus', 'Aurora', 'Vértice'] },
  { code: 'cor', name: 'Cor', options: ['Preto', 'Prata', 'Cinza', 'Azul', 'Branco'] },
];

const reais = (v: number) => Math.round(v * 100);

function notebook(
  i: number,
  line: string,
  category: string,
  cpu: string,
  mem: string,
  disk: string,
  gpu: string,
  screen: string,
  price: number,
  final: number,
): ProductFixture {
  const name = `Notebook ${line} ${cpu.replace(/^(Intel Core|AMD Ryzen) /, (m) => (m.startsWith('Intel') ? 'i' : 'Ryzen '))} ${mem.replace(' ', '')} ${disk.replace(' SSD', '').replace(' ', '')}`;
  return {
    sku: `NB-${String(i).padStart(4, '0')}`,
    url: name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
    name,
    subtitle: `${cpu}, ${mem}, ${disk}, tela ${screen}`,
    shortDescription: `Notebook ${line} com ${cpu}, ${mem} de memória e ${disk}. ${gpu === 'Integrada' ? 'Vídeo integrado' : gpu}.`,
    priceCents: reais(price),
    finalPriceCents: reais(final),
    inCashPriceCents: reais(final * 0.9),
    stock: 5 + ((i * 7) % 40),
    category,
    image: 'notebook',
    attributes: {
      processador: cpu,
      memoria: mem,
      armazenamento: disk,
      placa_de_video: gpu,
      tela: screen,
      sistema_operacional: category === 'notebooks/corporativos' ? 'Windows 11 Pro' : 'Windows 11 Home',
      marca: ['Demo', 'Nexus', 'Aurora', 'Vértice'][i % 4]!,
      cor: ['Preto', 'Prata', 'Cinza', 'Azul'][i % 4]!,
    },
    createdDaysAgo: i * 3,
  };
}

const accessory = (
  sku: string,
  name: string,
  category: string,
  image: string,
  price: number,
  final: number,
  stock: number,
  attrs: Record<string, string>,
  subtitle: string,
): ProductFixture => ({
  sku,
  url: name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
  name,
  subtitle,
  shortDescription: `${name}: ${subtitle.toLowerCase()}.`,
  priceCents: reais(price),
  finalPriceCents: reais(final),
  inCashPriceCents: reais(final * 0.9),
  stock,
  category,
  image,
  attributes: attrs,
  createdDaysAgo: stock,
});

/** The six products DEMO-DATA.md names, exactly. */
export const namedProducts: ProductFixture[] = [
  {
    sku: 'NB-DEMO-PRO-15',
    url: 'notebook-demo-pro-15',
    name: 'Notebook Demo Pro 15',
    subtitle: 'Intel Core i7, 16 GB, 512 GB SSD, tela 15,6"',
    shortDescription: 'O notebook para quem trabalha e cria: Intel Core i7, 16 GB de memória e SSD de 512 GB.',
    priceCents: 699900,
    finalPriceCents: 599900,
    inCashPriceCents: 539910,
    stock: 50,
    category: 'notebooks/ultrafinos',
    image: 'notebook',
    attributes: {
      processador: 'Intel Core i7',
      memoria: '16 GB',
      armazenamento: '512 GB SSD',
      placa_de_video: 'Integrada',
      tela: '15,6"',
      sistema_operacional: 'Windows 11 Home',
      marca: 'Demo',
      cor: 'Prata',
    },
    createdDaysAgo: 1,
  },
  {
    sku: 'NB-DEMO-GAMER-X',
    url: 'notebook-demo-gamer-x',
    name: 'Notebook Demo Gamer X',
    subtitle: 'AMD Ryzen 7, 32 GB, 1 TB SSD, RTX 4060, tela 16"',
    shortDescription: 'Montado sob encomenda: Ryzen 7, RTX 4060 e tela de 165 Hz.',
    priceCents: 1099900,
    finalPriceCents: 949900,
    inCashPriceCents: 854910,
    stock: 20,
    category: 'notebooks/gamer',
    image: 'notebook',
    attributes: {
      processador: 'AMD Ryzen 7',
      memoria: '32 GB',
      armazenamento: '1 TB SSD',
      placa_de_video: 'NVIDIA GeForce RTX 4060',
      tela: '16"',
      sistema_operacional: 'Windows 11 Home',
      marca: 'Demo',
      cor: 'Preto',
    },
    productionTime: 5,
    createdDaysAgo: 2,
  },
  accessory('MS-DEMO-M1', 'Mouse Sem Fio Demo M1', 'acessorios/mouses', 'mouse', 129.9, 99.9, 0, { marca: 'Demo', cor: 'Preto' }, 'Sem fio 2.4 GHz, 1600 DPI, pilha AA'),
  {
    sku: 'KIT-HOME-OFFICE',
    url: 'kit-home-office-demo',
    name: 'Kit Home Office Demo',
    subtitle: 'Monte seu kit: teclado e mouse à sua escolha',
    shortDescription: 'Escolha um teclado e um mouse e leve o kit com desconto.',
    priceCents: 39980,
    finalPriceCents: 34990,
    inCashPriceCents: 31491,
    stock: 30,
    category: 'acessorios',
    image: 'kit',
    attributes: { marca: 'Demo' },
    type: 'bundle',
    createdDaysAgo: 4,
  },
  {
    ...accessory('GPU-DEMO-RTX', 'Placa de Vídeo Demo RTX', 'pecas', 'placa', 3499.9, 2999.9, 40, { placa_de_video: 'NVIDIA GeForce RTX 4070', marca: 'Demo' }, '12 GB GDDR6X, ray tracing e DLSS'),
    url: 'placa-de-video-demo-rtx',
    limitedGroup: true,
  },
  { ...accessory('SSD-DEMO-1TB', 'SSD Demo 1TB', 'pecas/ssd', 'ssd', 449.9, 379.9, 5, { armazenamento: '1 TB SSD', marca: 'Demo' }, 'NVMe PCIe 4.0, leitura de 7.000 MB/s'), url: 'ssd-demo-1tb' },
];

/** Add-on products sold with the Notebook Demo Pro 15 (value: basis points or cents). */
export const demoAddons = [
  { sku: 'GAR-EST-12', name: 'Garantia Estendida 12 meses', priceType: 'percent' as const, value: 1000 },
  { sku: 'GAR-EST-24', name: 'Garantia Estendida 24 meses', priceType: 'percent' as const, value: 1800 },
  { sku: 'SRV-INSTALACAO', name: 'Instalação do Windows e programas', priceType: 'fixed' as const, value: 9900 },
];

export const demoProducts: ProductFixture[] = [
  ...namedProducts,
  notebook(1, 'Nexus G15', 'notebooks/gamer', 'Intel Core i5', '16 GB', '512 GB SSD', 'NVIDIA GeForce RTX 4050', '15,6"', 6499, 5799),
  notebook(2, 'Nexus G16', 'notebooks/gamer', 'Intel Core i7', '16 GB', '1 TB SSD', 'NVIDIA GeForce RTX 4060', '16"', 8999, 7999),
  notebook(3, 'Aurora Strike', 'notebooks/gamer', 'AMD Ryzen 7', '32 GB', '1 TB SSD', 'NVIDIA GeForce RTX 4070', '16"', 12999, 11499),
  notebook(4, 'Vértice Raptor', 'notebooks/gamer', 'Intel Core i9', '32 GB', '2 TB SSD', 'NVIDIA GeForce RTX 4070', '17,3"', 15999, 14299),
  notebook(5, 'Demo Arena', 'notebooks/gamer', 'AMD Ryzen 5', '16 GB', '512 GB SSD', 'NVIDIA GeForce RTX 4050', '15,6"', 5999, 5499),
  notebook(6, 'Nexus G17', 'notebooks/gamer', 'AMD Ryzen 9', '64 GB', '2 TB SSD', 'NVIDIA GeForce RTX 4070', '17,3"', 17999, 16499),
  notebook(7, 'Aurora Air', 'notebooks/ultrafinos', 'Intel Core i5', '8 GB', '256 GB SSD', 'Integrada', '14"', 3999, 3499),
  notebook(8, 'Aurora Air Plus', 'notebooks/ultrafinos', 'Intel Core i7', '16 GB', '512 GB SSD', 'Integrada', '14"', 5499, 4899),
  notebook(9, 'Vértice Slim', 'notebooks/ultrafinos', 'AMD Ryzen 5', '8 GB', '512 GB SSD', 'Integrada', '14"', 3799, 3299),
  notebook(10, 'Vértice Slim Pro', 'notebooks/ultrafinos', 'AMD Ryzen 7', '16 GB', '1 TB SSD', 'Integrada', '16"', 5999, 5299),
  notebook(11, 'Nexus Feather', 'notebooks/ultrafinos', 'Intel Core i5', '16 GB', '512 GB SSD', 'Integrada', '14"', 4599, 4199),
  notebook(12, 'Demo Lite', 'notebooks/ultrafinos', 'AMD Ryzen 5', '8 GB', '256 GB SSD', 'Integrada', '15,6"', 2999, 2699),
  notebook(13, 'Demo Office', 'notebooks/corporativos', 'Intel Core i5', '8 GB', '256 GB SSD', 'Integrada', '14"', 4299, 3899),
  notebook(14, 'Demo Office Pro', 'notebooks/corporativos', 'Intel Core i7', '16 GB', '512 GB SSD', 'Integrada', '14"', 6299, 5699),
  notebook(15, 'Nexus Business', 'notebooks/corporativos', 'Intel Core i5', '16 GB', '512 GB SSD', 'Integrada', '15,6"', 5199, 4699),
  notebook(16, 'Vértice Enterprise', 'notebooks/corporativos', 'Intel Core i7', '32 GB', '1 TB SSD', 'Integrada', '14"', 8499, 7699),
  notebook(17, 'Aurora Work', 'notebooks/corporativos', 'AMD Ryzen 5', '16 GB', '512 GB SSD', 'Integrada', '15,6"', 4799, 4299),
  notebook(18, 'Aurora Work Plus', 'notebooks/corporativos', 'AMD Ryzen 7', '32 GB', '1 TB SSD', 'Integrada', '16"', 6999, 6299),
  accessory('MS-0001', 'Mouse Gamer Nexus Viper 16000 DPI', 'acessorios/mouses', 'mouse', 249.9, 199.9, 35, { marca: 'Nexus', cor: 'Preto' }, 'Sensor óptico de 16.000 DPI e RGB'),
  accessory('MS-0002', 'Mouse Sem Fio Aurora Silent', 'acessorios/mouses', 'mouse', 99.9, 79.9, 60, { marca: 'Aurora', cor: 'Cinza' }, 'Clique silencioso e Bluetooth'),
  accessory('MS-0003', 'Mouse Vertical Vértice Ergo', 'acessorios/mouses', 'mouse', 179.9, 149.9, 22, { marca: 'Vértice', cor: 'Preto' }, 'Ergonômico, reduz a tensão no punho'),
  accessory('MS-0004', 'Mouse Demo Travel Bluetooth', 'acessorios/mouses', 'mouse', 89.9, 69.9, 48, { marca: 'Demo', cor: 'Branco' }, 'Compacto para levar na mochila'),
  accessory('MS-0005', 'Mouse Gamer Aurora Pulse Sem Fio', 'acessorios/mouses', 'mouse', 399.9, 329.9, 14, { marca: 'Aurora', cor: 'Preto' }, 'Sem fio de baixa latência, 26.000 DPI'),
  accessory('TC-0001', 'Teclado Mecânico Nexus K1 ABNT2', 'acessorios/teclados', 'teclado', 349.9, 289.9, 30, { marca: 'Nexus', cor: 'Preto' }, 'Switches vermelhos, padrão ABNT2'),
  accessory('TC-0002', 'Teclado Sem Fio Aurora Slim', 'acessorios/teclados', 'teclado', 199.9, 159.9, 40, { marca: 'Aurora', cor: 'Prata' }, 'Perfil baixo, Bluetooth multidispositivo'),
  accessory('TC-0003', 'Teclado Gamer Vértice TKL RGB', 'acessorios/teclados', 'teclado', 299.9, 249.9, 18, { marca: 'Vértice', cor: 'Preto' }, 'Sem teclado numérico, RGB por tecla'),
  accessory('TC-0004', 'Teclado e Mouse Demo Combo', 'acessorios/teclados', 'teclado', 149.9, 119.9, 55, { marca: 'Demo', cor: 'Preto' }, 'Combo sem fio para escritório'),
  accessory('MC-0001', 'Mochila Demo Urban 15,6"', 'acessorios/mochilas', 'mochila', 229.9, 189.9, 25, { marca: 'Demo', cor: 'Cinza' }, 'Compartimento acolchoado e porta USB'),
  accessory('MC-0002', 'Mochila Nexus Gamer 17"', 'acessorios/mochilas', 'mochila', 329.9, 279.9, 12, { marca: 'Nexus', cor: 'Preto' }, 'Para notebooks de até 17,3"'),
  accessory('MC-0003', 'Mochila Antifurto Aurora Secure', 'acessorios/mochilas', 'mochila', 279.9, 239.9, 20, { marca: 'Aurora', cor: 'Azul' }, 'Zíper oculto e tecido impermeável'),
  accessory('HS-0001', 'Headset Gamer Nexus H7 7.1', 'acessorios/headsets', 'headset', 399.9, 329.9, 26, { marca: 'Nexus', cor: 'Preto' }, 'Som surround 7.1 e microfone removível'),
  accessory('HS-0002', 'Headset Aurora Call USB', 'acessorios/headsets', 'headset', 199.9, 169.9, 44, { marca: 'Aurora', cor: 'Cinza' }, 'Cancelamento de ruído para chamadas'),
  accessory('HS-0003', 'Headset Sem Fio Vértice Wave', 'acessorios/headsets', 'headset', 599.9, 499.9, 10, { marca: 'Vértice', cor: 'Branco' }, 'Sem fio com 30 horas de bateria'),
  accessory('HS-0004', 'Headset Demo Basic P2', 'acessorios/headsets', 'headset', 99.9, 79.9, 70, { marca: 'Demo', cor: 'Preto' }, 'Leve, com conector P2'),
  accessory('RAM-0001', 'Memória Nexus 8GB DDR4 3200MHz', 'pecas/memoria-ram', 'memoria', 179.9, 149.9, 80, { memoria: '8 GB', marca: 'Nexus' }, 'SODIMM para notebook'),
  accessory('RAM-0002', 'Memória Nexus 16GB DDR4 3200MHz', 'pecas/memoria-ram', 'memoria', 329.9, 279.9, 60, { memoria: '16 GB', marca: 'Nexus' }, 'SODIMM para notebook'),
  accessory('RAM-0003', 'Memória Aurora 16GB DDR5 5600MHz', 'pecas/memoria-ram', 'memoria', 449.9, 389.9, 40, { memoria: '16 GB', marca: 'Aurora' }, 'SODIMM DDR5 de alto desempenho'),
  accessory('RAM-0004', 'Memória Aurora 32GB DDR5 5600MHz', 'pecas/memoria-ram', 'memoria', 849.9, 749.9, 25, { memoria: '32 GB', marca: 'Aurora' }, 'SODIMM DDR5 para quem edita vídeo'),
  accessory('SSD-0001', 'SSD Nexus 512GB NVMe', 'pecas/ssd', 'ssd', 299.9, 249.9, 50, { armazenamento: '512 GB SSD', marca: 'Nexus' }, 'NVMe PCIe 3.0, 3.500 MB/s'),
  accessory('SSD-0002', 'SSD Vértice 1TB NVMe Gen4', 'pecas/ssd', 'ssd', 599.9, 519.9, 35, { armazenamento: '1 TB SSD', marca: 'Vértice' }, 'NVMe PCIe 4.0 com dissipador'),
  accessory('SSD-0003', 'SSD Aurora 2TB NVMe Gen4', 'pecas/ssd', 'ssd', 1099.9, 949.9, 15, { armazenamento: '2 TB SSD', marca: 'Aurora' }, 'Espaço de sobra para jogos'),
  accessory('SSD-0004', 'SSD Demo 256GB SATA', 'pecas/ssd', 'ssd', 179.9, 139.9, 45, { armazenamento: '256 GB SSD', marca: 'Demo' }, 'SATA 2,5" para notebooks antigos'),
  accessory('GPU-0001', 'Placa de Vídeo Nexus RTX 4060 8GB', 'pecas', 'placa', 2299.9, 1999.9, 12, { placa_de_video: 'NVIDIA GeForce RTX 4060', marca: 'Nexus' }, '8 GB GDDR6, DLSS 3'),
];

/** Bundle groups of the Kit Home Office Demo: the first option of each is the default. */
export const kitGroups = [
  { name: 'Teclado', options: ['TC-0002', 'TC-0001'] },
  { name: 'Mouse', options: ['MS-0002', 'MS-0004'] },
];

/** Outra Loja's smaller catalog: one SKU repeats a demo SKU at another price. */
export const outraCategories: CategoryFixture[] = [
  { url: 'notebooks', name: 'Notebooks', description: 'Notebooks selecionados.', sortOrder: 1 },
  { url: 'acessorios', name: 'Acessórios', description: 'Acessórios para o dia a dia.', sortOrder: 2 },
];
export const outraProducts: ProductFixture[] = [
  { ...namedProducts[0]!, category: 'notebooks', priceCents: 729900, finalPriceCents: 649900, inCashPriceCents: 584910, stock: 10 },
  notebook(101, 'Aurora Air', 'notebooks', 'Intel Core i5', '8 GB', '256 GB SSD', 'Integrada', '14"', 4199, 3699),
  notebook(102, 'Nexus G15', 'notebooks', 'Intel Core i5', '16 GB', '512 GB SSD', 'NVIDIA GeForce RTX 4050', '15,6"', 6699, 5999),
  notebook(103, 'Vértice Slim', 'notebooks', 'AMD Ryzen 5', '8 GB', '512 GB SSD', 'Integrada', '14"', 3899, 3399),
  notebook(104, 'Demo Office', 'notebooks', 'Intel Core i5', '8 GB', '256 GB SSD', 'Integrada', '14"', 4399, 3999),
  accessory('MS-0101', 'Mouse Sem Fio Outra Basic', 'acessorios', 'mouse', 79.9, 59.9, 30, { cor: 'Preto' }, 'Sem fio 2.4 GHz'),
  accessory('TC-0101', 'Teclado Outra Office', 'acessorios', 'teclado', 129.9, 99.9, 25, { cor: 'Preto' }, 'Teclado ABNT2 silencioso'),
  accessory('MC-0101', 'Mochila Outra Daily', 'acessorios', 'mochila', 199.9, 169.9, 15, { cor: 'Azul' }, 'Mochila para notebooks de 15,6"'),
  accessory('HS-0101', 'Headset Outra Meet', 'acessorios', 'headset', 149.9, 119.9, 20, { cor: 'Preto' }, 'Para reuniões on-line'),
  accessory('SSD-0101', 'SSD Outra 512GB', 'acessorios', 'ssd', 279.9, 239.9, 18, {}, 'NVMe para upgrade'),
];
export const manutencaoProducts: ProductFixture[] = outraProducts.slice(1, 5).map((p) => ({ ...p, category: 'notebooks' }));
