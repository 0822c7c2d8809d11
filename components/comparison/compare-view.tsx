'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { ChosenProducts, chosenTexts } from '@/components/catalog/chosen-products';
import { FavouriteButton } from '@/components/product/favourite-button';
import type { FavouriteLabels } from '@/components/product/personal-labels';
import { toCardView } from '@/lib/catalog/card-view';
import { MIN_COMPARE } from '@/lib/comparison/logic';
import { compareRows } from '@/lib/comparison/rows';
import { removeFromComparison, useComparison } from '@/lib/comparison/store';
import type { Company } from '@/lib/contracts/company';
import type { Locale } from '@/lib/domain/money';

type Props = {
  store: Pick<Company, 'usdPerBrl' | 'defaultInCashPayment'>;
  locale: Locale;
  /** The heart's texts, from the server: templates such as 'Favoritar {name}'. */
  favourite: FavouriteLabels;
};

/**
 * `/comparacao-produtos`: the chosen products in columns, every attribute in one row under its
 * group, the rows whose values differ highlighted (and said to screen readers). On a phone the
 * table scrolls sideways with the attribute names kept in view.
 */
export function CompareView({ store, locale, favourite }: Props) {
  const t = useTranslations('comparePage');
  const tc = useTranslations('comparison');
  const tp = useTranslations('product');
  const tg = useTranslations('productPage.specGroups');
  const table = useRef<HTMLDivElement>(null);
  const { ready, value: items } = useComparison();
  const ids = items.map((i) => i.id);
  return (
    <ChosenProducts
      ready={ready}
      ids={ids}
      texts={chosenTexts(t)}
      placeholder={<div className="mt-6 h-96 animate-pulse rounded-xl bg-neutral-100" />}
    >
      {(products) => {
        const groups = compareRows(products);
        return (
          <>
            {products.length < MIN_COMPARE && (
              <p className="mt-4 text-neutral-700">{t('addMore')}</p>
            )}
            <div
              ref={table}
              role="region"
              aria-label={t('scroll')}
              tabIndex={0}
              className="@container mt-6 overflow-x-auto rounded-xl border border-neutral-200"
            >
              <table className="cmpt" data-testid="compare-table">
                <caption className="sr-only">{t('caption')}</caption>
                <thead>
                  <tr>
                    <td className="cmpt-name" />
                    {products.map((product) => {
                      const view = toCardView(product, store, locale, (key, values) =>
                        tp(key, values),
                      );
                      return (
                        <th key={product.id} scope="col" className="cmpt-product">
                          <div className="relative">
                            {view.image && (
                              // eslint-disable-next-line @next/next/no-img-element -- catalog SVGs
                              <img
                                src={view.image}
                                alt=""
                                width={200}
                                height={160}
                                className="mx-auto h-28 w-auto max-w-full object-contain"
                              />
                            )}
                            <div className="absolute top-0 right-0">
                              <FavouriteButton
                                productId={product.id}
                                productName={product.name}
                                labels={favourite}
                              />
                            </div>
                          </div>
                          <Link
                            href={view.href}
                            className="mt-2 line-clamp-3 font-semibold hover:underline"
                          >
                            {view.name}
                          </Link>
                          {view.oldPrice && (
                            <p className="mt-1 text-xs text-neutral-600 line-through">
                              {view.oldPrice}
                            </p>
                          )}
                          <p className="text-sm font-normal">{view.finalPrice}</p>
                          <p
                            className="text-base text-[var(--store-primary)]"
                            data-testid="compare-pix"
                          >
                            {view.cashPrice}
                          </p>
                          <p className="text-xs font-normal text-emerald-800">{view.cashNote}</p>
                          <button
                            type="button"
                            aria-label={tc('remove', { name: product.name })}
                            onClick={async () => {
                              await removeFromComparison(product.id);
                              table.current?.focus();
                            }}
                            className="mt-2 rounded-lg border border-neutral-300 px-3 py-1.5 text-sm font-semibold hover:bg-neutral-50"
                          >
                            {t('remove')}
                          </button>
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                {groups.map(({ group, rows }) => (
                  <tbody key={group} data-group={group}>
                    <tr>
                      <th scope="colgroup" colSpan={products.length + 1} className="cmpt-group">
                        <span className="sticky left-3">{tg(group)}</span>
                      </th>
                    </tr>
                    {rows.map((row) => (
                      <tr key={row.code} className={row.differs ? 'cmpt-diff' : undefined}>
                        <th scope="row" className="cmpt-name">
                          {row.name}
                          {row.differs && <span className="sr-only"> ({t('different')})</span>}
                        </th>
                        {row.values.map((value, i) => (
                          <td key={products[i]!.id}>
                            {value ?? <span className="text-neutral-600">{t('notInformed')}</span>}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                ))}
              </table>
            </div>
          </>
        );
      }}
    </ChosenProducts>
  );
}
