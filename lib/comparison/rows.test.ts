import { productFixture } from '@/test/catalog-fixtures';
import { compareRows } from './rows';

describe('comparison rows', () => {
  test('attributes are aligned by code under their groups, and differing rows are marked', () => {
    const pro = productFixture({ id: 1 });
    const gamer = productFixture(
      { id: 2, name: 'Notebook Demo Gamer X' },
      { memoria: '32 GB', placa_de_video: 'NVIDIA RTX 4060', cor: 'Preto' },
    );
    const groups = compareRows([pro, gamer]);
    expect(groups.map((g) => g.group)).toEqual(['performance', 'display', 'general']);
    const performance = groups[0]!.rows;
    expect(performance.map((r) => r.code)).toEqual([
      'processador',
      'memoria',
      'armazenamento',
      'placa_de_video',
    ]);
    expect(performance.find((r) => r.code === 'memoria')).toEqual({
      code: 'memoria',
      name: 'memoria',
      values: ['16 GB', '32 GB'],
      differs: true,
    });
    expect(performance.find((r) => r.code === 'processador')!.differs).toBe(false);
    // Only the gamer has a colour: the other column is empty and the row differs.
    expect(groups[2]!.rows.find((r) => r.code === 'cor')).toMatchObject({
      values: [null, 'Preto'],
      differs: true,
    });
  });

  test('list attributes are joined, unknown codes go last, one product has no differences', () => {
    const product = productFixture({}, { conectividade: 'Wi-Fi 6' });
    product.attributes.push({ ...product.attributes.at(-1)!, optionLabel: 'Bluetooth 5.3' });
    const groups = compareRows([product]);
    expect(groups.at(-1)).toEqual({
      group: 'other',
      rows: [
        {
          code: 'conectividade',
          name: 'conectividade',
          values: ['Wi-Fi 6, Bluetooth 5.3'],
          differs: false,
        },
      ],
    });
    expect(groups.flatMap((g) => g.rows).some((r) => r.differs)).toBe(false);
    expect(compareRows([])).toEqual([]);
  });
});
