import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { Price } from '@/components/ui/price';
import type { Product } from '@/lib/contracts/catalog';
import type { Company } from '@/lib/contracts/company';
import { toCents, type Locale } from '@/lib/domain/money';

/** The product page of SPEC.md section 2. */
export async function ProductPage({
  product,
  store,
  locale,
}: {
  product: Product;
  store: Company;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'header' });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        label={t('breadcrumb')}
        items={[{ name: t('home'), href: '/' }, { name: product.name }]}
      />
      <h1 className="mt-4 text-3xl font-bold">{product.name}</h1>
      <div className="mt-4 max-w-2xl">
        {product.shortDescription && <p className="text-neutral-700">{product.shortDescription}</p>}
        <p className="mt-4 text-2xl font-bold" data-testid="final-price">
          <Price cents={toCents(product.finalPrice)} locale={locale} usdPerBrl={store.usdPerBrl} />
        </p>
      </div>
    </div>
  );
}
