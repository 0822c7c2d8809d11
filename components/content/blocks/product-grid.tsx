import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ProductCard } from '@/components/product/product-card';
import { defineBlock, type BlockComponentProps } from './define';
import { GridReveal } from './lazy';
import { blockProducts, productSourceProps, type ProductSourceProps } from './product-source';

/** SPEC.md section 9: the product grid shows 8 skeletons while it loads. */
export const GRID_SKELETONS = 8;
const grid = 'mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4';

/** A titled grid of product cards; on mobile 3 of them until 'Ver mais'. */
export const productGrid = defineBlock(productSourceProps, ({ props, ctx, id }) => (
  <Suspense fallback={<GridSkeleton title={props.title} />}>
    <ProductGrid props={props} ctx={ctx} id={id} />
  </Suspense>
));

async function ProductGrid({ props, ctx, id }: BlockComponentProps<ProductSourceProps>) {
  const products = await blockProducts(props, ctx);
  if (products.length === 0) return null;
  const { title } = props;
  const t = await getTranslations({ locale: ctx.locale, namespace: 'pageBuilder' });
  return (
    <section aria-labelledby={title ? `${id}-title` : undefined} data-testid="product-grid">
      {title && (
        <h2 id={`${id}-title`} className="text-xl font-bold md:text-2xl">
          {title}
        </h2>
      )}
      <GridReveal count={products.length} moreLabel={t('grid.more')} className={grid}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} store={ctx.store} locale={ctx.locale} />
          </li>
        ))}
      </GridReveal>
    </section>
  );
}

function GridSkeleton({ title }: { title?: string }) {
  return (
    <div aria-hidden data-testid="product-grid-skeleton">
      {title && <p className="text-xl font-bold text-neutral-500 md:text-2xl">{title}</p>}
      <ul className={`${grid} max-md:[&>li:nth-child(n+4)]:hidden`}>
        {Array.from({ length: GRID_SKELETONS }, (_, i) => (
          <li key={i} className="h-96 animate-pulse rounded-xl bg-neutral-100" />
        ))}
      </ul>
    </div>
  );
}
