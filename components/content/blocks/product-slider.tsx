import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/components/product/product-card';
import { defineBlock } from './define';
import { blockProducts, productSourceProps } from './product-source';
import { ScrollButtons } from '@/components/ui/scroll-buttons';

// Four cards per view on desktop, fewer below; the next card peeks out to invite a swipe.
const slide =
  'w-[72%] shrink-0 snap-start sm:w-[46%] md:w-[calc((100%-1.5rem)/3)] lg:w-[calc((100%-2.25rem)/4)]';

/**
 * A titled row of product cards that scrolls sideways (CSS scroll snap, no carousel script).
 * No Suspense boundary: sliders sit near the top, so their cards come in document order with
 * the rest of the cached page instead of being swapped in after it.
 */
export const productSlider = defineBlock(productSourceProps, async ({ props, ctx, id }) => {
  const products = await blockProducts(props, ctx);
  if (products.length === 0) return null;
  const { title } = props;
  const t = await getTranslations({ locale: ctx.locale, namespace: 'pageBuilder' });
  const listId = `${id}-list`;
  return (
    <section
      aria-labelledby={title ? `${id}-title` : undefined}
      data-testid="product-slider"
      className="min-w-0"
    >
      <div className="flex min-h-10 items-end justify-between gap-4">
        {title && (
          <h2 id={`${id}-title`} className="text-xl font-bold md:text-2xl">
            {title}
          </h2>
        )}
        <ScrollButtons
          target={listId}
          previous={t('products.previous')}
          next={t('products.next')}
        />
      </div>
      <ul
        id={listId}
        className="mt-4 flex snap-x snap-mandatory [scrollbar-width:thin] gap-3 overflow-x-auto overscroll-x-contain pb-3"
      >
        {products.map((product) => (
          <li key={product.id} className={slide}>
            <ProductCard product={product} store={ctx.store} locale={ctx.locale} />
          </li>
        ))}
      </ul>
    </section>
  );
});
