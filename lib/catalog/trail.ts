import type { Category, Product } from '@/lib/contracts/catalog';

/** The categories from a department down to `categoryId`, for breadcrumbs; empty when absent. */
export function categoryTrail(tree: Category[], categoryId: number): Category[] {
  for (const node of tree) {
    if (node.id === categoryId) return [node];
    const below = categoryTrail(node.children, categoryId);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** A product's most specific category (the deepest URL), where its breadcrumb passes. */
export function mainCategory(product: Pick<Product, 'categories'>) {
  return [...product.categories].sort(
    (a, b) => b.url.split('/').length - a.url.split('/').length || a.id - b.id,
  )[0];
}
