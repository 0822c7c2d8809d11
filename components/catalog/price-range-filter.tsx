'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { listingHref, type ListingStateShape } from '@/lib/domain/listing-url';
import { toDecimalInput } from '@/lib/domain/money';

/** Reais typed the Brazilian way ('1.299,90' or '1299.90') to cents; empty or bad → undefined. */
function toCents(text: string): number | undefined {
  const clean = text.trim().replace(/\s|R\$/g, '');
  if (clean === '') return undefined;
  const normalized = clean.includes(',') ? clean.replace(/\./g, '').replace(',', '.') : clean;
  const value = Number(normalized);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : undefined;
}

/** Minimum and maximum final price: keeps the page's other filters, sets `price`, goes to page 1. */
export function PriceRangeFilter({
  basePath,
  state,
  minCents,
  maxCents,
  placeholders,
  labels,
}: {
  basePath: string;
  state: ListingStateShape;
  minCents?: number;
  maxCents?: number;
  /** The cheapest and dearest prices on offer, shown as hints ('2.699,00'). */
  placeholders: [string, string];
  labels: { legend: string; min: string; max: string; apply: string; invalid: string };
}) {
  const router = useRouter();
  const show = (cents?: number) => (cents === undefined ? '' : toDecimalInput(cents));
  const [min, setMin] = useState(show(minCents));
  const [max, setMax] = useState(show(maxCents));
  const [error, setError] = useState(false);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const price = { min: toCents(min), max: toCents(max) };
    const bad =
      (min.trim() !== '' && price.min === undefined) ||
      (max.trim() !== '' && price.max === undefined) ||
      (price.min !== undefined && price.max !== undefined && price.min > price.max);
    setError(bad);
    if (bad) return;
    router.push(listingHref(basePath, { ...state, page: 1, price }));
  };

  return (
    <form onSubmit={onSubmit} className="mt-5" noValidate>
      <fieldset>
        <legend className="text-sm font-semibold text-neutral-800">{labels.legend}</legend>
        {/* The two fields share the filter column's width, the button goes under them: beside
            them, it left each field too narrow for its placeholder ('16499,00'). */}
        <div className="mt-2 grid grid-cols-2 gap-2">
          {(
            [
              ['price-min', labels.min, min, setMin, placeholders[0]],
              ['price-max', labels.max, max, setMax, placeholders[1]],
            ] as const
          ).map(([id, label, value, set, placeholder]) => (
            <label key={id} htmlFor={id} className="grid min-w-0 gap-1 text-xs text-neutral-700">
              {label}
              <input
                id={id}
                inputMode="decimal"
                placeholder={placeholder}
                value={value}
                onChange={(e) => set(e.target.value)}
                aria-invalid={error || undefined}
                className="h-9 w-full rounded border border-neutral-300 px-2 text-sm"
              />
            </label>
          ))}
          <button
            type="submit"
            className="col-span-2 h-9 rounded bg-[var(--store-primary)] px-3 text-sm font-semibold text-[var(--store-primary-contrast)]"
          >
            {labels.apply}
          </button>
        </div>
        {error && (
          <p className="mt-1 text-xs text-red-700" role="alert">
            {labels.invalid}
          </p>
        )}
      </fieldset>
    </form>
  );
}
