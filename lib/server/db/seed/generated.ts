import type { ProductFixture } from './catalog-data';

const lines = ['Ultra', 'Prime', 'Flex', 'Max', 'Go', 'Studio'];
const cpus = ['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 5', 'AMD Ryzen 7'];
const mems = ['8 GB', '16 GB', '32 GB'];
const disks = ['256 GB SSD', '512 GB SSD', '1 TB SSD'];
const leafs = ['notebooks/gamer', 'notebooks/ultrafinos', 'notebooks/corporativos'];

/** Generated notebooks for benchmarks (`--products N`), numbered from `from`. */
export function generatedProducts(from: number, count: number): ProductFixture[] {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const cpu = cpus[i % cpus.length]!;
    const mem = mems[i % mems.length]!;
    const disk = disks[i % disks.length]!;
    const price = 2500 + ((i * 137) % 9000);
    const name = `Notebook Demo ${lines[i % lines.length]} 14 ${cpu.split(' ').pop()} ${mem.replace(' ', '')} ${disk.replace(' SSD', '').replace(' ', '')} #${String(i).padStart(4, '0')}`;
    return {
      sku: `GEN-${String(i).padStart(5, '0')}`,
      url: `notebook-demo-gerado-${i}`,
      name,
      subtitle: `${cpu}, ${mem}, ${disk}`,
      shortDescription: `Notebook gerado para testes de desempenho com ${cpu}.`,
      priceCents: price * 100,
      finalPriceCents: Math.round(price * 0.9) * 100,
      inCashPriceCents: Math.round(price * 0.81) * 100,
      stock: i % 17,
      category: leafs[i % leafs.length]!,
      image: 'notebook',
      attributes: {
        processador: cpu,
        memoria: mem,
        armazenamento: disk,
        marca: 'Demo',
        cor: 'Preto',
      },
      createdDaysAgo: i % 365,
    };
  });
}
