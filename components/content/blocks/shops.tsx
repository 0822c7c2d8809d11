import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { telUrl } from '@/lib/domain/contact';
import { SHOPS_ANCHOR } from '@/lib/domain/store-pages';
import { defineBlock, optionalText } from './define';

const shop = z.object({
  name: z.string().trim().min(1).max(120),
  address: z.string().trim().min(1).max(300),
  hours: optionalText(200),
  phone: optionalText(40),
  /** The shop on a map: an http(s) address only, opened in a new tab. */
  mapUrl: z
    .string()
    .trim()
    .max(2048)
    .regex(/^https?:\/\/[^\s]+$/i)
    .optional(),
});

/**
 * The store's physical shops (the about page's shops section). Its anchor (`lojas`) is where the
 * about page's scroll-to-shops state lands, 120 px below the top (html's scroll-padding-top).
 */
export const shops = defineBlock(
  z.object({
    title: optionalText(120),
    anchor: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,40}$/)
      .default(SHOPS_ANCHOR),
    shops: z.array(shop).min(1).max(30),
  }),
  async ({ props, ctx, id }) => {
    const t = await getTranslations({ locale: ctx.locale, namespace: 'shops' });
    return (
      // The anchor lands 120 px down (SPEC.md); the padding keeps the heading clear of the
      // desktop's sticky header, which is a little taller than that.
      <section
        id={props.anchor}
        aria-labelledby={`${id}-title`}
        data-block="shops"
        className="pt-6"
      >
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {props.title ?? t('title')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {props.shops.map((s, i) => (
            <li key={i} className="rounded-xl border border-neutral-200 bg-white p-5">
              <h3 className="font-semibold text-neutral-900">{s.name}</h3>
              <p className="mt-2 text-sm text-neutral-700">{s.address}</p>
              <dl className="mt-2 grid gap-1 text-sm text-neutral-700">
                {s.hours && (
                  <div>
                    <dt className="inline font-medium">{t('hours')}: </dt>
                    <dd className="inline">{s.hours}</dd>
                  </div>
                )}
                {s.phone && (
                  <div>
                    <dt className="inline font-medium">{t('phone')}: </dt>
                    <dd className="inline">
                      <a href={telUrl(s.phone)} className="hover:underline">
                        {s.phone}
                      </a>
                    </dd>
                  </div>
                )}
              </dl>
              {s.mapUrl && (
                <a
                  href={s.mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 inline-block text-sm font-semibold text-[var(--store-primary)] hover:underline"
                >
                  {t('map')}
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>
    );
  },
);
