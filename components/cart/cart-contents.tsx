'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCart } from './cart-state';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { CouponBox } from './coupon-box';
import { MaintenanceNotice, useTakesPurchases } from './maintenance-notice';
import { ShippingEstimate } from './shipping-estimate';
import { ShareCart } from './share-cart';

const STORE_URLS = { shopping: '/notebooks', checkout: '/onestepcheckout' };

/**
 * What the cart drawer and the cart page show: the lines, coupon, shipping estimate and summary;
 * a skeleton while the cart loads and an empty state without lines.
 */
export function CartContents({
  layout,
  onNavigate,
  portal,
}: {
  layout: 'drawer' | 'page';
  onNavigate?: () => void;
  /**
   * A corporate portal's cart: shopping and paying stay in the portal, and there is no sharing
   * (a shared cart opens in the store).
   */
  portal?: { url: string; checkoutUrl: string };
}) {
  const urls = portal ? { shopping: portal.url, checkout: portal.checkoutUrl } : STORE_URLS;
  const t = useTranslations('cartUi');
  const { order, loading } = useCart();
  const open = useTakesPurchases();

  if (loading)
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={t('loading')}>
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-3">
            <div className="h-16 w-20 animate-pulse rounded-md bg-neutral-200" />
            <div className="grid flex-1 gap-2">
              <div className="h-4 w-3/4 animate-pulse rounded bg-neutral-200" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-neutral-200" />
            </div>
          </div>
        ))}
      </div>
    );

  const lines = (order?.items ?? []).filter((i) => i.parent === null);
  if (!order || lines.length === 0)
    return (
      <div className="grid justify-items-center gap-3 py-10 text-center" data-testid="cart-empty">
        {!open && <MaintenanceNotice />}
        <p className="text-lg font-semibold">{t('empty')}</p>
        <p className="text-sm text-neutral-600">{t('emptyHint')}</p>
        <Link
          href={urls.shopping}
          onClick={onNavigate}
          className="mt-2 rounded-lg bg-[var(--store-primary)] px-5 py-2.5 text-sm font-semibold text-[var(--store-primary-contrast)]"
        >
          {t('continue')}
        </Link>
      </div>
    );

  const stock = new Map(order.errors.productStock.map((e) => [e.itemId, e.message]));
  const list = (
    <ul className="divide-y divide-neutral-200" data-testid="cart-lines">
      {lines.map((line) => (
        <CartLine
          key={line.id}
          line={line}
          childItems={order.items.filter((i) => i.parent === line.id)}
          stockMessage={stock.get(line.id) ?? null}
          linkBase={portal?.url}
        />
      ))}
    </ul>
  );
  const others = Object.entries(order.errors.others);
  const side = (
    <div className="grid content-start gap-3">
      <CouponBox />
      <ShippingEstimate />
      <CartSummary order={order} onNavigate={onNavigate} checkoutUrl={urls.checkout} />
      {!portal && <ShareCart orderId={order.id} />}
    </div>
  );
  return (
    <div className={layout === 'page' ? 'grid gap-8 lg:grid-cols-[1fr_380px]' : 'grid gap-4'}>
      <div>
        {!open && <MaintenanceNotice className="mb-3" />}
        {others.length > 0 && (
          <ul
            className="mb-3 grid gap-1 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
            role="alert"
          >
            {others.map(([key, message]) => (
              <li key={key}>{message}</li>
            ))}
          </ul>
        )}
        {list}
        {layout === 'drawer' && (
          <Link
            href="/onestepcheckout/carrinho"
            onClick={onNavigate}
            className="mt-2 inline-block text-sm text-[var(--store-primary)] underline"
          >
            {t('viewCart')}
          </Link>
        )}
      </div>
      {side}
    </div>
  );
}
