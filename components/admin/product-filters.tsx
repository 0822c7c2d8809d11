import { getTranslations } from 'next-intl/server';
import { PRODUCT_TYPES, type AdminProductListQuery } from '@/lib/contracts/back-office-products';
import type { Locale } from '@/lib/domain/money';
import { FilterInput, FilterSelect } from './filter-fields';
import { ListFilterForm } from './list-filter-form';

/** The product list's filters (ListFilterForm; the sort is kept). */
export async function ProductFilters({
  locale,
  query,
  categories,
}: {
  locale: Locale;
  query: AdminProductListQuery;
  categories: { id: number; label: string }[];
}) {
  const t = await getTranslations({ locale, namespace: 'backOffice' });
  return (
    <ListFilterForm
      action="/admin/produtos"
      label={t('orders.filters')}
      apply={t('productList.apply')}
      clear={t('productList.clear')}
      sort={query}
    >
      <FilterInput
        name="q"
        type="search"
        label={t('productList.search')}
        placeholder={t('productList.searchPlaceholder')}
        value={query.q}
        className="sm:col-span-2"
      />
      <FilterSelect
        name="category"
        label={t('productList.category')}
        any={t('productList.anyCategory')}
        options={categories.map((c) => [String(c.id), c.label])}
        value={query.category === undefined ? undefined : String(query.category)}
      />
      <FilterSelect
        name="type"
        label={t('productList.type')}
        any={t('productList.anyType')}
        options={PRODUCT_TYPES.map((type) => [type, t(`productForm.types.${type}`)])}
        value={query.type}
      />
      <FilterSelect
        name="stock"
        label={t('productList.stock')}
        any={t('productList.anyStock')}
        options={[
          ['in', t('productList.inStock')],
          ['out', t('productList.outOfStock')],
        ]}
        value={query.stock}
      />
      <FilterSelect
        name="visible"
        label={t('productList.visible')}
        any={t('productList.anyVisible')}
        options={[
          ['yes', t('productList.shown')],
          ['no', t('productList.hidden')],
        ]}
        value={query.visible}
      />
    </ListFilterForm>
  );
}
