import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { loadSharedCart } from '@/lib/cart/data';
import type { Company } from '@/lib/contracts/company';
import { formatMoney, toCents, type Locale } from '@/lib/domain/money';
import type { CartItemRequest } from '@/lib/api-client/cart';
import { TakeSharedCart } from './take-shared-cart';

/** The lines of a shared cart with today's prices, and the button that takes them. */
export async function SharedCart({
  store,
  locale,
  id,
}: {
  store: Company;
  locale: Locale;
  id: string;
}) {
  await connection();
  const order = await loadSharedCart(store.id, locale, id);
  if (!order) notFound();
  const t = await getTranslations({ locale, namespace: 'shareUi' });
  const tp = await getTranslations({ locale, namespace: 'product' });
  const money = (reais: number) => formatMoney(toCents(reais), locale, store.usdPerBrl);
  const unavailable = new Set([
    ...order.errors.productStock.map((e) => e.itemId),
    ...Object.keys(order.errors.others).map((k) => Number(k.replace('item-', ''))),
  ]);
  const lines = order.items.filter((i) => i.parent === null);
  // What taking the cart sends: each line, then its add-ons pointing at it.
  const items: CartItemRequest[] = lines.flatMap((line) => {
    if (unavailable.has(line.id)) return [];
    const groups = line.additionalInformation.bundle?.groups;
    return [
      {
        product: line.productId,
        quantity: line.quantity,
        ...(groups
          ? {
              additionalInformation: {
                bundle: {
                  groups: groups.map((g) => ({
                    id: g.id,
                    products: [{ productId: g.products[0]!.productId }],
                  })),
                },
              },
            }
          : {}),
      },
      ...order.items
        .filter((i) => i.parent === line.id && i.type === 'addon')
        .map((a) => ({ product: a.productId, parent: line.productId })),
    ];
  });
  const pix = order.salePriceOffers.find((o) => o.payment === 'pix');
  return (
    <div className="mt-6 grid gap-6">
      <ul
        className="divide-y divide-neutral-200 rounded-xl border border-neutral-200"
        data-testid="shared-lines"
      >
        {lines.map((line) => (
          <li key={line.id} className="flex gap-3 p-4">
            {line.mediaUrl && (
              // eslint-disable-next-line @next/next/no-img-element -- catalogue SVGs, already sized
              <img
                src={line.mediaUrl}
                alt=""
                width={80}
                height={64}
                className="h-16 w-20 rounded-md border object-contain"
              />
            )}
            <div className="flex-1 text-sm">
              <p className="font-medium">
                {line.quantity}× {line.name}
              </p>
              {order.items
                .filter((i) => i.parent === line.id)
                .map((child) => (
                  <p key={child.id} className="text-neutral-600">
                    + {child.quantity}× {child.name}
                  </p>
                ))}
              {unavailable.has(line.id) && (
                <p className="mt-1 font-medium text-amber-800">{t('unavailableLine')}</p>
              )}
            </div>
            <p className="text-sm font-semibold whitespace-nowrap">
              {money(
                line.totalPrice +
                  order.items
                    .filter((i) => i.parent === line.id)
                    .reduce((sum, i) => sum + i.totalPrice, 0),
              )}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="text-sm">
          <p>
            {t('sharedTotal')}:{' '}
            <strong className="text-lg" data-testid="shared-total">
              {money(order.totalFinal)}
            </strong>
          </p>
          {pix && (
            <p className="text-emerald-800">
              {money(pix.totalFinal)}{' '}
              {store.defaultInCashPayment === 'pix' ? tp('pix') : tp('cash')}
            </p>
          )}
        </div>
        <TakeSharedCart items={items} />
      </div>
    </div>
  );
}
