import { getTranslations } from 'next-intl/server';
import type { Product } from '@/lib/contracts/catalog';
import type { Locale } from '@/lib/domain/money';
import { sanitizeContentHtml } from '@/lib/content/sanitize';
import { SPEC_GROUP_ORDER, specGroupOf, type SpecGroup } from '@/lib/domain/spec-groups';

/** Description (sanitized HTML) and the attribute table grouped by subject. */
export async function ProductSpecs({ product, locale }: { product: Product; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'productPage' });
  const rows = new Map<SpecGroup, { name: string; value: string }[]>();
  for (const a of product.attributes) {
    const value = a.optionLabel ?? a.text;
    if (!value) continue;
    const group = specGroupOf(a.code);
    const list = rows.get(group) ?? [];
    const existing = list.find((r) => r.name === a.name);
    if (existing) existing.value = `${existing.value}, ${value}`;
    else list.push({ name: a.name, value });
    rows.set(group, list);
  }
  return (
    <div className="mt-12 grid gap-10 lg:grid-cols-2">
      {product.description && (
        <section aria-labelledby="product-description">
          <h2 id="product-description" className="text-xl font-semibold">
            {t('description')}
          </h2>
          <div
            className="prose-store mt-3 text-neutral-800"
            dangerouslySetInnerHTML={{ __html: sanitizeContentHtml(product.description) }}
          />
        </section>
      )}
      {rows.size > 0 && (
        <section aria-labelledby="product-specs">
          <h2 id="product-specs" className="text-xl font-semibold">
            {t('specs')}
          </h2>
          {SPEC_GROUP_ORDER.filter((g) => rows.has(g)).map((g) => (
            <table key={g} className="mt-4 w-full text-left text-sm" data-spec-group={g}>
              <caption className="bg-neutral-100 px-3 py-2 text-left font-semibold">
                {t(`specGroups.${g}`)}
              </caption>
              <tbody>
                {rows.get(g)!.map((r) => (
                  <tr key={r.name} className="border-b border-neutral-100">
                    <th scope="row" className="w-2/5 px-3 py-2 font-medium text-neutral-600">
                      {r.name}
                    </th>
                    <td className="px-3 py-2 text-neutral-900">{r.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </section>
      )}
    </div>
  );
}
