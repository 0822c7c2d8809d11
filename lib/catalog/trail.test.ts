import type { Category } from '@/lib/contracts/catalog';
import { categoryTrail, mainCategory } from './trail';

const node = (id: number, url: string, children: Category[] = []): Category => ({
  id,
  name: url,
  description: null,
  slug: url.split('/').at(-1)!,
  url,
  parent: null,
  children,
});
const tree = [
  node(1, 'notebooks', [node(2, 'notebooks/gamer'), node(3, 'notebooks/ultrafinos')]),
  node(4, 'acessorios', [node(5, 'acessorios/mouses')]),
];

test('the trail runs from the department to the category', () => {
  expect(categoryTrail(tree, 5).map((c) => c.url)).toEqual(['acessorios', 'acessorios/mouses']);
  expect(categoryTrail(tree, 1).map((c) => c.url)).toEqual(['notebooks']);
  expect(categoryTrail(tree, 99)).toEqual([]);
});

test("a product's breadcrumb passes through its deepest category", () => {
  const categories = [
    { id: 1, name: 'Notebooks', url: 'notebooks' },
    { id: 3, name: 'Ultrafinos', url: 'notebooks/ultrafinos' },
  ];
  expect(mainCategory({ categories })?.url).toBe('notebooks/ultrafinos');
  expect(mainCategory({ categories: [] })).toBeUndefined();
});
