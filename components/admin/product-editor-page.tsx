import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import type {
  AdminProduct,
  AdminProductMedia,
  PriceCampaign,
} from '@/lib/contracts/back-office-products';
import type { ProductEditorChoices } from '@/lib/contracts/back-office-product-relations';
import type { Locale } from '@/lib/domain/money';
import type { Store } from '@/lib/store/data';
import { PriceCampaigns } from './price-campaigns';
import { ProductMedias } from './product-medias';
import { ProductEditor } from './product-editor';

/** The editor's page: heading, where it stands (version, stock alerts) and the form. */
export async function ProductEditorPage({
  locale,
  store,
  product,
  categories,
  choices,
  campaigns = [],
  medias = [],
}: {
  locale: Locale;
  store: Store;
  product: AdminProduct | null;
  categories: { id: number; label: string; visible: boolean }[];
  choices: ProductEditorChoices;
  /** The product's campaign prices and photos (none for a new product). */
  campaigns?: PriceCampaign[];
  medias?: AdminProductMedia[];
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'backOffice.productForm' }),
    getFormatter({ locale }),
  ]);
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <Link href="/admin/produtos" className="text-sm text-blue-800 underline">
        ← {t('back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold">{product ? t('editHeading') : t('newHeading')}</h1>
        {product && (
          <>
            <span className="text-sm text-neutral-700">
              {t('version', {
                version: product.version,
                date: format.dateTime(new Date(product.updatedAt), {
                  dateStyle: 'short',
                  timeStyle: 'short',
                }),
              })}
            </span>
            <a
              href={`/${product.url}`}
              target="_blank"
              rel="noopener"
              className="text-sm text-blue-800 underline"
            >
              {t('view')}
            </a>
          </>
        )}
      </div>
      {product && (
        <p className="text-sm" data-testid="pending-stock-alerts">
          {t('pendingAlerts', { count: product.pendingStockAlerts })}
        </p>
      )}
      <ClientMessages
        locale={locale}
        namespaces={['backOffice', 'validation', 'errors', 'snackbar', 'product', 'productPage']}
      >
        <ProductEditor
          key={product ? `${product.id}:${product.version}` : 'new'}
          product={product}
          categories={categories}
          choices={choices}
          interestFreeLimit={store.interface.interestFreeInstallments}
          cashIsPix={store.defaultInCashPayment === 'pix'}
        />
        {product && <ProductMedias productId={product.id} medias={medias} />}
        {product && <PriceCampaigns productId={product.id} campaigns={campaigns} />}
      </ClientMessages>
    </div>
  );
}
