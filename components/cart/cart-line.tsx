'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { OrderItem } from '@/lib/contracts/cart';
import { toCents } from '@/lib/domain/money';
import { useCart } from './cart-state';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMoney } from './use-money';

/**
 * One product line of the cart (SPEC.md section 2): image, name, quantity minus/plus, delete with
 * confirmation, the kit's parts behind 'Ver detalhes do produto', the extended-warranty choice,
 * and its add-ons beneath it. Minus at one unit asks to delete instead.
 */
export function CartLine({
  line,
  childItems,
  stockMessage,
  linkBase = '',
}: {
  line: OrderItem;
  childItems: OrderItem[];
  stockMessage: string | null;
  /** Where product pages are: the store's root, or a corporate portal's (`/portal/acme`). */
  linkBase?: string;
}) {
  const t = useTranslations('cartUi');
  const { change, pending } = useCart();
  const money = useMoney();
  const [confirming, setConfirming] = useState(false);
  const parts = childItems.filter((c) => c.type !== 'addon');
  const addons = childItems.filter((c) => c.type === 'addon');
  const warranties = line.addons.filter((a) => a.isWarranty);
  const chosenWarranty = addons.find((a) => warranties.some((w) => w.productId === a.productId));
  const services = addons.filter((a) => a !== chosenWarranty);
  const setWarranty = (productId: number | null) =>
    change({
      id: line.id,
      addons: [...(productId === null ? [] : [productId]), ...services.map((s) => s.productId)],
    });

  return (
    <li className="grid gap-3 py-4" data-testid="cart-line" data-product-id={line.productId}>
      <div className="flex gap-3">
        {line.mediaUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- catalogue SVGs, already sized
          <img
            src={line.mediaUrl}
            alt=""
            width={80}
            height={64}
            className="h-16 w-20 shrink-0 rounded-md border border-neutral-200 object-contain"
          />
        ) : (
          <div className="h-16 w-20 shrink-0 rounded-md border border-neutral-200 bg-neutral-100" />
        )}
        <div className="min-w-0 flex-1">
          <Link
            href={`${linkBase}/${line.url}`}
            className="line-clamp-2 text-sm font-medium hover:underline"
          >
            {line.name}
          </Link>
          <p className="mt-0.5 text-xs text-neutral-600">
            {t('unitPrice', { price: money(toCents(line.price)) })}
          </p>
          {stockMessage && (
            <p className="mt-1 text-xs font-medium text-amber-800" role="alert">
              {stockMessage}
            </p>
          )}
        </div>
        <p className="text-sm font-semibold whitespace-nowrap" data-testid="line-total">
          {money(toCents(line.totalPrice))}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          className="flex items-center rounded-lg border border-neutral-300"
          role="group"
          aria-label={`${t('quantity')}: ${line.name}`}
        >
          <button
            type="button"
            className="h-9 w-9 text-lg disabled:opacity-40"
            aria-label={t('decrease', { name: line.name })}
            disabled={pending}
            onClick={() =>
              line.quantity <= 1
                ? setConfirming(true)
                : void change({ id: line.id, quantity: line.quantity - 1 })
            }
          >
            −
          </button>
          <output
            className="w-9 text-center text-sm"
            data-testid="line-quantity"
            aria-live="polite"
          >
            {line.quantity}
          </output>
          <button
            type="button"
            className="h-9 w-9 text-lg disabled:opacity-40"
            aria-label={t('increase', { name: line.name })}
            disabled={pending}
            onClick={() => void change({ id: line.id, quantity: line.quantity + 1 })}
          >
            +
          </button>
        </div>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="text-sm text-red-700 underline-offset-2 hover:underline"
          aria-label={t('removeName', { name: line.name })}
        >
          {t('remove')}
        </button>
      </div>
      {parts.length > 0 && (
        <Disclosure as="div">
          {({ open }) => (
            <>
              <DisclosureButton className="text-sm text-[var(--store-primary)] underline">
                {open ? t('hideDetails') : t('details')}
              </DisclosureButton>
              <DisclosurePanel
                as="ul"
                className="mt-2 grid gap-1 rounded-md bg-neutral-50 p-2 text-xs"
                aria-label={t('kitParts')}
              >
                {parts.map((p) => (
                  <li key={p.id}>
                    {p.quantity}× {p.name}
                  </li>
                ))}
              </DisclosurePanel>
            </>
          )}
        </Disclosure>
      )}
      {warranties.length > 0 && (
        <fieldset className="rounded-md border border-neutral-200 p-2 text-sm">
          <legend className="px-1 text-xs font-semibold">{t('warranty')}</legend>
          {[{ productId: null, name: t('noWarranty'), price: 0 }, ...warranties].map((w) => (
            <label
              key={w.productId ?? 'none'}
              className="flex cursor-pointer items-center gap-2 py-0.5"
            >
              <input
                type="radio"
                name={`warranty-${line.id}`}
                checked={(chosenWarranty?.productId ?? null) === w.productId}
                disabled={pending}
                onChange={() => void setWarranty(w.productId)}
                className="accent-[var(--store-primary)]"
              />
              <span className="flex-1">{w.name}</span>
              {w.productId !== null && (
                <span className="text-neutral-700">+ {money(toCents(w.price))}</span>
              )}
            </label>
          ))}
        </fieldset>
      )}
      {(chosenWarranty ? [chosenWarranty, ...services] : services).map((addon) => (
        <div
          key={addon.id}
          className="flex items-center justify-between gap-2 pl-3 text-sm"
          data-testid="cart-addon"
        >
          <span>
            <span className="sr-only">{t('addonOf')}: </span>+ {addon.name}
          </span>
          <span className="whitespace-nowrap">{money(toCents(addon.totalPrice))}</span>
        </div>
      ))}
      <ConfirmDialog
        open={confirming}
        title={t('removeTitle')}
        text={t('removeConfirm', { name: line.name })}
        confirm={t('confirmRemove')}
        cancel={t('cancel')}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void change({ id: line.id, delete: 1 });
        }}
      />
    </li>
  );
}
