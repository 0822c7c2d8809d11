import { productFixture } from '@/test/catalog-fixtures';
import {
  answersQuery,
  currentStep,
  parseAnswers,
  rankNotebooks,
  readSpecs,
  scoreNotebook,
  type CompleteAnswers,
} from './wizard';

const notebook = (
  name: string,
  finalPrice: number,
  specs: Record<string, string>,
  extra: Parameters<typeof productFixture>[0] = {},
) =>
  productFixture(
    { name, url: name.toLowerCase().replace(/\W+/g, '-'), finalPrice, ...extra },
    specs,
  );

// A small catalogue in the shape of the demo store's notebooks.
const gamer4060 = notebook('Gamer 4060', 7999, {
  processador: 'Intel Core i7',
  memoria: '16 GB',
  armazenamento: '1 TB SSD',
  placa_de_video: 'NVIDIA GeForce RTX 4060',
  tela: '16"',
});
const gamer4050 = notebook('Gamer 4050', 5499, {
  processador: 'AMD Ryzen 5',
  memoria: '16 GB',
  armazenamento: '512 GB SSD',
  placa_de_video: 'NVIDIA GeForce RTX 4050',
  tela: '15,6"',
});
const air = notebook('Air 14', 3499, {
  processador: 'Intel Core i5',
  memoria: '8 GB',
  armazenamento: '256 GB SSD',
  placa_de_video: 'Integrada',
  tela: '14"',
});
const lite = notebook('Lite 15', 2699, {
  processador: 'AMD Ryzen 5',
  memoria: '8 GB',
  armazenamento: '256 GB SSD',
  placa_de_video: 'Integrada',
  tela: '15,6"',
});
const creator = notebook('Creator 32', 7699, {
  processador: 'Intel Core i7',
  memoria: '32 GB',
  armazenamento: '1 TB SSD',
  placa_de_video: 'Integrada',
  tela: '14"',
});
const raptor = notebook('Raptor 17', 14299, {
  processador: 'Intel Core i9',
  memoria: '32 GB',
  armazenamento: '2 TB SSD',
  placa_de_video: 'NVIDIA GeForce RTX 4070',
  tela: '17,3"',
});
const soldOut = notebook(
  'Esgotado',
  3000,
  { placa_de_video: 'Integrada', tela: '14"' },
  { stock: 0 },
);
const catalogue = [gamer4060, gamer4050, air, lite, creator, raptor, soldOut];
const names = (answers: CompleteAnswers) =>
  rankNotebooks(catalogue, answers).map((r) => r.product.name);

describe('answers in the URL', () => {
  test('parse keeps known values only', () => {
    expect(
      parseAnswers({ uso: 'jogos', orcamento: ['6000-9000', 'x'], tela: '42', portabilidade: '' }),
    ).toEqual({ uso: 'jogos', orcamento: '6000-9000' });
  });

  test('the step is the first open question; passo goes back but never skips ahead', () => {
    expect(currentStep({}, undefined)).toBe(1);
    expect(currentStep({ uso: 'jogos' }, undefined)).toBe(2);
    expect(currentStep({ uso: 'jogos' }, '4')).toBe(2);
    expect(currentStep({ uso: 'jogos', orcamento: 'ate-4000' }, '1')).toBe(1);
    expect(currentStep({ uso: 'jogos' }, '-1')).toBe(2);
    const all = {
      uso: 'jogos',
      orcamento: 'ate-4000',
      tela: '15',
      portabilidade: 'as-vezes',
    } as const;
    expect(currentStep(all, undefined)).toBe('results');
    expect(currentStep(all, '3')).toBe(3);
    expect(currentStep(all, 'abc')).toBe('results');
  });

  test('answersQuery writes the answers in question order', () => {
    expect(answersQuery({ tela: '15', uso: 'estudos' }, { passo: '3' })).toBe(
      'uso=estudos&tela=15&passo=3',
    );
  });
});

test('readSpecs reads tiers and sizes from attribute labels', () => {
  expect(readSpecs(gamer4060)).toMatchObject({
    cpuTier: 2,
    memoryGb: 16,
    storageGb: 1024,
    gpuTier: 2,
    screenInches: 16,
  });
  expect(readSpecs(lite)).toMatchObject({ cpuTier: 1, gpuTier: 0, screenInches: 15.6 });
  expect(readSpecs(raptor)).toMatchObject({ cpuTier: 3, gpuTier: 3, storageGb: 2048 });
  expect(readSpecs(productFixture({}, { placa_de_video: 'AMD Radeon RX 7600' })).gpuTier).toBe(1);
  expect(readSpecs(productFixture({ attributes: [] }))).toMatchObject({
    cpu: null,
    cpuTier: 0,
    memoryGb: 0,
    gpuTier: 0,
    screenInches: null,
  });
});

describe('ranking', () => {
  test('games: only dedicated graphics within the budget, the stronger card first', () => {
    expect(
      names({
        uso: 'jogos',
        orcamento: '6000-9000',
        tela: 'tanto-faz',
        portabilidade: 'fica-na-mesa',
      }),
    ).toEqual(['Gamer 4060', 'Gamer 4050']);
    const [best] = rankNotebooks(catalogue, {
      uso: 'jogos',
      orcamento: '6000-9000',
      tela: 'tanto-faz',
      portabilidade: 'fica-na-mesa',
    });
    expect(best!.reasons).toEqual([
      { key: 'gpuGames', values: { gpu: 'NVIDIA GeForce RTX 4060' } },
      { key: 'budget', values: {} },
      { key: 'cpu', values: { cpu: 'Intel Core i7' } },
    ]);
  });

  test('nothing fits: games on the smallest budget', () => {
    expect(
      names({ uso: 'jogos', orcamento: 'ate-4000', tela: 'tanto-faz', portabilidade: 'as-vezes' }),
    ).toEqual([]);
  });

  test('studies, carried every day: small screens and low prices first, never sold-out ones', () => {
    const ranked = rankNotebooks(catalogue, {
      uso: 'estudos',
      orcamento: 'ate-4000',
      tela: 'ate-14',
      portabilidade: 'todo-dia',
    });
    expect(ranked.map((r) => r.product.name)).toEqual(['Air 14', 'Lite 15']);
    expect(ranked[0]!.reasons.map((r) => r.key)).toEqual(['budget', 'screen', 'portable']);
  });

  test('creation values memory and processor; an open budget still ranks by fit', () => {
    expect(
      names({
        uso: 'criacao',
        orcamento: 'acima-9000',
        tela: 'tanto-faz',
        portabilidade: 'as-vezes',
      })[0],
    ).toBe('Raptor 17');
    expect(
      names({
        uso: 'criacao',
        orcamento: '6000-9000',
        tela: 'ate-14',
        portabilidade: 'todo-dia',
      })[0],
    ).toBe('Creator 32');
  });

  test('the price limit is the top of the range, to the cent', () => {
    const answers: CompleteAnswers = {
      uso: 'trabalho',
      orcamento: 'ate-4000',
      tela: 'tanto-faz',
      portabilidade: 'as-vezes',
    };
    expect(scoreNotebook(notebook('Limite', 4000, {}), answers)).not.toBeNull();
    expect(scoreNotebook(notebook('Acima', 4000.01, {}), answers)).toBeNull();
    expect(scoreNotebook(notebook('Bloqueado', 100, {}, { saleable: false }), answers)).toBeNull();
  });

  test('ties go to the lower price and the list is capped', () => {
    const twins = [
      notebook('B', 3000, { tela: '14"' }),
      notebook('A', 2500, { tela: '14"' }),
      ...Array.from({ length: 10 }, (_, i) => notebook(`X${i}`, 3900, { tela: '14"' })),
    ];
    const ranked = rankNotebooks(twins, {
      uso: 'trabalho',
      orcamento: 'ate-4000',
      tela: 'tanto-faz',
      portabilidade: 'as-vezes',
    });
    expect(ranked).toHaveLength(6);
    expect(ranked.slice(0, 2).map((r) => r.product.name)).toEqual(['A', 'B']);
  });
});
