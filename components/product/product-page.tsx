import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { ProductJsonLd } from '@/components/seo/json-ld';
import type { ProductDetail } from '@/lib/contracts/catalog';
import { categoryTrail, mainCategory } from '@/lib/catalog/trail';
import { toCents, type Locale } from '@/lib/domain/money';
import { deliveryTermText } from '@/lib/i18n/business-days';
import { preloadImage } from '@/lib/media/preload-image';
import { responsiveImage } from '@/lib/media/responsive-image';
import { getMenuCategories, type Store } from '@/lib/store/data';
import { CompareToggle } from './compare-toggle';
import { CrossSell } from './cross-sell';
import { FavouriteButton } from './favourite-button';
import { PriceBlock } from './price-block';
import { cardLabels } from './product-card';
import { GALLERY_SIZES, GALLERY_WIDTHS } from './gallery-sizes';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { MAX_UNITS_PER_LINE } from '@/lib/domain/cart';
import { ProductSeals } from './product-seals';
import { ProductSpecs } from './product-specs';
import { StockAlert } from './stock-alert';

/** The product page of SPEC.md section 2. */
export async function ProductPage({
  product,
  store,
  locale,
}: {
  product: ProductDetail;
  store: Store;
  locale: Locale;
}) {
  const [th, t, tp, tree, personal] = await Promise.all([
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'productPage' }),
    getTranslations({ locale, namespace: 'product' }),
    getMenuCategories(store.id),
    cardLabels(locale),
  ]);
  const category = mainCategory(product);
  const trail = category ? categoryTrail(tree, category.id) : [];
  const available = product.saleable && product.stock > 0;
  const images = product.medias.map((m) => m.url);
  // The main photo is the page's largest paint: fetched from the head, not when the gallery arrives.
  if (images[0]) preloadImage(responsiveImage(images[0], GALLERY_SIZES, GALLERY_WIDTHS));
  const purchaseLabels = Object.fromEntries(
    (
      [
        'quantity',
        'decrease',
        'increase',
        'buy',
        'total',
        'warranty',
        'noWarranty',
        'warrantyRules',
        'newTab',
        'services',
        'bundle',
        'bundleDefault',
        'bundleTotal',
      ] as const
    ).map((k) => [k, t(k)]),
  ) as Record<Parameters<typeof t>[0] & string, string>;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        label={th('breadcrumb')}
        store={store}
        items={[
          { name: th('home'), href: '/' },
          ...trail.map((c) => ({ name: c.name, href: `/${c.url}` })),
          { name: product.name, href: `/${product.url}` },
        ]}
      />
      <ProductJsonLd product={product} store={store} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_440px]">
        <ProductGallery
          images={images}
          alts={product.medias.map((m) => m.alt ?? product.name)}
          name={product.name}
          labels={{
            gallery: t('gallery'),
            zoom: t('zoom'),
            imageNames: images.map((_, i) => t('image', { index: i + 1, count: images.length })),
          }}
        />
        <div>
          <div className="flex items-start justify-between gap-3">
            <h1 className="text-2xl font-bold md:text-3xl">{product.name}</h1>
            <FavouriteButton
              productId={product.id}
              productName={product.name}
              labels={personal.favourite}
              large
            />
          </div>
          {product.subtitle && <p className="mt-1 text-neutral-700">{product.subtitle}</p>}
          <p className="mt-1 text-xs text-neutral-600">{tp('sku', { sku: product.sku })}</p>
          {product.shortDescription && (
            <p className="mt-3 text-sm text-neutral-800">{product.shortDescription}</p>
          )}
          <p
            className={`mt-3 inline-block rounded px-2 py-0.5 text-sm font-semibold ${available ? 'bg-emerald-50 text-emerald-800' : 'bg-neutral-700 text-white'}`}
            data-testid="availability"
          >
            {available ? t('inStock') : tp('unavailable')}
          </p>
          <div className="mt-4">
            <PriceBlock product={product} store={store} locale={locale} />
          </div>
          <div className="mt-3">
            <CompareToggle
              item={{ id: product.id, name: product.name, image: images[0] ?? null }}
              labels={personal.compare}
            />
          </div>
          {available ? (
            <ProductPurchase
              productId={product.id}
              priceCents={toCents(product.price)}
              finalPriceCents={toCents(product.finalPrice)}
              maxQuantity={Math.min(product.stock, MAX_UNITS_PER_LINE)}
              addons={product.addonProducts.map((a) => ({
                id: a.id,
                name: a.name,
                priceCents: toCents(a.price),
                isWarranty: a.isWarranty,
              }))}
              bundleGroups={product.bundleGroup.map((g) => ({
                id: g.id,
                name: g.name,
                options: g.options.map((o) => ({
                  id: o.id,
                  productId: o.productId,
                  name: o.product.name,
                  quantity: o.quantity,
                  priceCents: toCents(o.product.price),
                  finalPriceCents: toCents(o.product.finalPrice),
                  isDefault: o.defaultOption === '1',
                  available: o.product.saleable && o.product.stock > 0,
                })),
              }))}
              locale={locale}
              usdPerBrl={store.usdPerBrl}
              labels={purchaseLabels}
            />
          ) : (
            <div className="mt-4">
              <p className="text-sm text-neutral-700">{t('unavailableText')}</p>
              <StockAlert productId={product.id} productName={product.name} />
            </div>
          )}
          <p className="mt-5 text-sm" data-testid="delivery-term">
            <strong>{t('delivery')}:</strong>{' '}
            {t('deliveryText', { term: deliveryTermText(locale, product.productionTime) })}
          </p>
          <ProductSeals locale={locale} seals={product.seals} />
        </div>
      </div>
      <ProductSpecs product={product} locale={locale} />
      <Suspense fallback={null}>
        <CrossSell productId={product.id} store={store} locale={locale} />
      </Suspense>
    </div>
  );
}
