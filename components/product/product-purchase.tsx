'use client';

import { useMemo, useState } from 'react';
import { useCartActions } from '@/components/cart/cart-state';
import { MaintenanceNotice } from '@/components/cart/maintenance-notice';
import { useHydrated } from '@/components/ui/use-hydrated';
import { formatMoney, type Locale } from '@/lib/domain/money';
import { bundleTotalCents } from '@/lib/domain/pricing';

export type PurchaseAddon = { id: number; name: string; priceCents: number; isWarranty: boolean };
export type PurchaseBundleGroup = {
  id: number;
  name: string;
  options: {
    id: number;
    productId: number;
    name: string;
    quantity: number;
    priceCents: number;
    finalPriceCents: number;
    isDefault: boolean;
    available: boolean;
  }[];
};

/**
 * Quantity, add-on choices (one extended warranty at most, services freely), the bundle
 * configurator and the live total, priced with the same rules as the server.
 */
export function ProductPurchase({
  productId,
  priceCents,
  finalPriceCents,
  maxQuantity,
  addons,
  bundleGroups,
  locale,
  usdPerBrl,
  labels,
}: {
  productId: number;
  priceCents: number;
  finalPriceCents: number;
  maxQuantity: number;
  addons: PurchaseAddon[];
  bundleGroups: PurchaseBundleGroup[];
  locale: Locale;
  usdPerBrl: number;
  labels: Record<
    | 'quantity'
    | 'decrease'
    | 'increase'
    | 'buy'
    | 'total'
    | 'warranty'
    | 'noWarranty'
    | 'warrantyRules'
    | 'newTab'
    | 'services'
    | 'bundle'
    | 'bundleDefault'
    | 'bundleTotal',
    string
  >;
}) {
  const money = (cents: number) => formatMoney(cents, locale, usdPerBrl);
  const [quantity, setQuantity] = useState(1);
  const [warrantyId, setWarrantyId] = useState<number | null>(null);
  const [serviceIds, setServiceIds] = useState<number[]>([]);
  const [bundle, setBundle] = useState<Record<number, number>>(() =>
    Object.fromEntries(
      bundleGroups.map((g) => [
        g.id,
        (g.options.find((o) => o.isDefault) ?? g.options[0])?.id ?? 0,
      ]),
    ),
  );
  const warranties = addons.filter((a) => a.isWarranty);
  const services = addons.filter((a) => !a.isWarranty);

  const unit = useMemo(() => {
    const choices = bundleGroups.flatMap((g) => {
      const chosen = g.options.find((o) => o.id === bundle[g.id]);
      const byDefault = g.options.find((o) => o.isDefault) ?? g.options[0];
      if (!chosen || !byDefault) return [];
      return [
        {
          quantity: chosen.quantity,
          priceCents: chosen.priceCents,
          finalPriceCents: chosen.finalPriceCents,
          defaultPriceCents: byDefault.priceCents,
          defaultFinalPriceCents: byDefault.finalPriceCents,
        },
      ];
    });
    const base = bundleTotalCents({ priceCents, finalPriceCents }, choices).finalPriceCents;
    const extras = addons
      .filter((a) => a.id === warrantyId || serviceIds.includes(a.id))
      .reduce((sum, a) => sum + a.priceCents, 0);
    return { base, extras };
  }, [addons, bundle, bundleGroups, finalPriceCents, priceCents, serviceIds, warrantyId]);
  const total = (unit.base + unit.extras) * quantity;
  const { change, openPanel, maintenance } = useCartActions();
  const [adding, setAdding] = useState(false);
  const hydrated = useHydrated();

  /** Sends the product with its add-ons and kit choice; the drawer shows the cart it made. */
  const buy = async () => {
    if (adding) return;
    setAdding(true);
    const groups = bundleGroups.flatMap((g) => {
      const option = g.options.find((o) => o.id === bundle[g.id]);
      return option ? [{ id: g.id, products: [{ productId: option.productId }] }] : [];
    });
    const order = await change({
      items: [
        {
          product: productId,
          quantity,
          ...(groups.length > 0 ? { additionalInformation: { bundle: { groups } } } : {}),
        },
        ...[...(warrantyId ? [warrantyId] : []), ...serviceIds].map((id) => ({
          product: id,
          parent: productId,
        })),
      ],
    });
    setAdding(false);
    if (order) openPanel('cart');
  };

  return (
    <div className="mt-6 grid gap-5" data-testid="product-purchase">
      {bundleGroups.length > 0 && (
        <section aria-labelledby="bundle-title" className="grid gap-4">
          <h2 id="bundle-title" className="text-lg font-semibold">
            {labels.bundle}
          </h2>
          {bundleGroups.map((g) => (
            <fieldset key={g.id} className="rounded-xl border border-neutral-200 p-3">
              <legend className="px-1 text-sm font-semibold">{g.name}</legend>
              <div className="grid gap-2">
                {g.options.map((o) => (
                  <label key={o.id} className="flex cursor-pointer items-center gap-3 text-sm">
                    <input
                      type="radio"
                      name={`bundle-${g.id}`}
                      value={o.id}
                      checked={bundle[g.id] === o.id}
                      disabled={!o.available}
                      onChange={() => setBundle((b) => ({ ...b, [g.id]: o.id }))}
                      className="accent-[var(--store-primary)]"
                    />
                    <span className="flex-1">
                      {o.quantity > 1 ? `${o.quantity}× ` : ''}
                      {o.name}
                      {o.isDefault && (
                        <span className="ml-2 rounded bg-neutral-100 px-1.5 text-xs">
                          {labels.bundleDefault}
                        </span>
                      )}
                    </span>
                    <span className="text-neutral-700">{money(o.finalPriceCents)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <p className="text-sm" aria-live="polite">
            {labels.bundleTotal}: <strong data-testid="bundle-total">{money(unit.base)}</strong>
          </p>
        </section>
      )}
      {warranties.length > 0 && (
        <fieldset className="rounded-xl border border-neutral-200 p-3">
          <legend className="px-1 text-sm font-semibold">{labels.warranty}</legend>
          <div className="grid gap-2 text-sm">
            {[{ id: null, name: labels.noWarranty, priceCents: 0 }, ...warranties].map((w) => (
              <label key={w.id ?? 'none'} className="flex cursor-pointer items-center gap-3">
                <input
                  type="radio"
                  name="warranty"
                  checked={warrantyId === w.id}
                  onChange={() => setWarrantyId(w.id)}
                  className="accent-[var(--store-primary)]"
                />
                <span className="flex-1">{w.name}</span>
                {w.id !== null && <span className="text-neutral-700">+ {money(w.priceCents)}</span>}
              </label>
            ))}
          </div>
          <a
            href="/garantia-estentida"
            target="_blank"
            rel="noopener"
            className="mt-2 inline-block text-sm text-[var(--store-primary)] underline"
          >
            {labels.warrantyRules} <span className="sr-only">{labels.newTab}</span>
          </a>
        </fieldset>
      )}
      {services.length > 0 && (
        <fieldset className="rounded-xl border border-neutral-200 p-3">
          <legend className="px-1 text-sm font-semibold">{labels.services}</legend>
          {services.map((s) => (
            <label key={s.id} className="flex cursor-pointer items-center gap-3 text-sm">
              <input
                type="checkbox"
                checked={serviceIds.includes(s.id)}
                onChange={(e) =>
                  setServiceIds((ids) =>
                    e.target.checked ? [...ids, s.id] : ids.filter((id) => id !== s.id),
                  )
                }
                className="accent-[var(--store-primary)]"
              />
              <span className="flex-1">{s.name}</span>
              <span className="text-neutral-700">+ {money(s.priceCents)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <span id="quantity-label" className="block text-sm font-medium">
            {labels.quantity}
          </span>
          <div
            className="mt-1 flex items-center rounded-lg border border-neutral-300"
            role="group"
            aria-labelledby="quantity-label"
          >
            <button
              type="button"
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              disabled={quantity <= 1}
              aria-label={labels.decrease}
              className="h-11 w-11 text-lg disabled:opacity-40"
            >
              −
            </button>
            <output className="w-10 text-center" aria-live="polite" data-testid="quantity">
              {quantity}
            </output>
            <button
              type="button"
              onClick={() => setQuantity((q) => Math.min(maxQuantity, q + 1))}
              disabled={quantity >= maxQuantity}
              aria-label={labels.increase}
              className="h-11 w-11 text-lg disabled:opacity-40"
            >
              +
            </button>
          </div>
        </div>
        <p className="text-sm">
          {labels.total}:{' '}
          <strong className="text-lg" data-testid="purchase-total" aria-live="polite">
            {money(total)}
          </strong>
        </p>
      </div>
      {maintenance && <MaintenanceNotice id="buy-maintenance" />}
      <button
        type="button"
        onClick={() => void buy()}
        // While adding, the button keeps the focus (a disabled one would drop it to the page, and
        // the cart drawer it opens could not give it back on closing): it only ignores clicks.
        disabled={!hydrated || maintenance}
        aria-disabled={adding || undefined}
        aria-busy={adding}
        aria-describedby={maintenance ? 'buy-maintenance' : undefined}
        data-testid="buy"
        className="h-12 rounded-xl bg-[var(--store-primary)] px-6 text-base font-semibold text-[var(--store-primary-contrast)] hover:opacity-90 disabled:opacity-60 aria-disabled:opacity-60"
      >
        {labels.buy}
      </button>
    </div>
  );
}
