import { IntentLink } from '@/components/ui/intent-link';
import { cacheLife } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { AffiliateLink } from '@/components/account/affiliate-link';
import { Newsletter } from '@/components/newsletter/newsletter';
import type { Company } from '@/lib/contracts/company';
import { telUrl, whatsappUrl } from '@/lib/domain/contact';
import type { Locale } from '@/lib/domain/money';
import { aboutPageUrl, SHOPS_ANCHOR } from '@/lib/domain/store-pages';
import { HydrateApart } from '@/components/ui/hydrate-apart';

import { PaymentIcons } from './payment-icons';
import { ScrollToTop } from './scroll-to-top';
import { Icon } from '@/components/icons/icon';

const institutional = [
  ['about', ''], // built from the store name: /sobre-a-{store}
  ['shops', ''], // the same page, scrolled to its shops: /sobre-a-{store}#lojas
  ['privacy', '/politica-de-privacidade'],
  ['terms', '/termos-e-condicoes'],
  ['warranty', '/politica-de-garantia'],
] as const;
const help = [
  ['faq', '/perguntas-frequentes'],
  ['returns', '/trocas-e-devolucoes'],
  ['payments', '/formas-de-pagamento'],
  ['contact', '/contato'],
  ['guestOrder', '/guest/order'],
] as const;

export async function Footer({ store, locale }: { store: Company; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const year = await copyrightYear();
  const whatsapp = store.contacts.whatsapp;
  const about = `/${aboutPageUrl(store.name)}`;
  const storePages: Record<string, string> = { about, shops: `${about}#${SHOPS_ANCHOR}` };
  return (
    <HydrateApart>
      <footer className="mt-16 border-t border-neutral-200 bg-neutral-50 text-sm text-neutral-700">
        <div className="border-b border-neutral-200 bg-white">
          <div className="mx-auto max-w-7xl px-4 py-8">
            <Newsletter locale={locale} />
          </div>
        </div>
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
          <FooterLinks
            id="footer-institutional"
            title={t('institutional')}
            links={institutional.map(([key, href]) => ({
              key,
              label: t(`links.${key}`),
              href: storePages[key] ?? href,
            }))}
          />
          <FooterLinks
            id="footer-help"
            title={t('help')}
            links={help.map(([key, href]) => ({ key, label: t(`links.${key}`), href }))}
          />
          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours" className="mb-3 font-semibold text-neutral-900">
              {t('openingHours')}
            </h2>
            <dl className="grid gap-2">
              <div>
                <dt className="font-medium">{t('support')}</dt>
                <dd>{store.openingHours.support}</dd>
              </div>
              <div>
                <dt className="font-medium">{t('sales')}</dt>
                <dd>{store.openingHours.sales}</dd>
              </div>
              {store.contacts.corporateSalesPhone && (
                <div>
                  <dt className="font-medium">{t('corporateSales')}</dt>
                  <dd>
                    <a
                      href={telUrl(store.contacts.corporateSalesPhone)}
                      className="hover:underline"
                    >
                      {store.contacts.corporateSalesPhone}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </section>
          <section aria-labelledby="footer-payments">
            <h2 id="footer-payments" className="mb-3 font-semibold text-neutral-900">
              {t('paymentMethods')}
            </h2>
            <PaymentIcons
              options={store.paymentOptions}
              labels={{
                pix: t('payment.pix'),
                billet: t('payment.billet'),
                creditCard: t('payment.creditCard'),
              }}
            />
          </section>
        </div>
        <div className="border-t border-neutral-200">
          <div className="mx-auto max-w-7xl px-4 py-6 text-xs text-neutral-600">
            <p data-testid="price-disclaimer">{t('priceDisclaimer')}</p>
            <AffiliateLink className="mt-3 inline-flex items-center gap-2 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm font-medium text-neutral-900 hover:border-[var(--store-primary)]" />
            <p className="mt-2">{t('rights', { year, store: store.name })}</p>
          </div>
        </div>
        {/* Floating on larger screens. On a phone a floating button covers the page's own controls
          (the login's 'Entrar com Facebook'): there it is the bottom bar's, or, on pages without
          the bar (checkout, portal), a button at the end of the footer. */}
        {whatsapp && (
          <a
            href={whatsappUrl(whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('whatsapp')}
            className="whatsapp-float mx-auto mb-6 flex w-max rounded-full bg-[#25d366] p-3 text-white shadow-lg hover:brightness-95 md:fixed md:right-4 md:bottom-[calc(1.5rem+var(--bottom-space,0px))] md:z-30 md:mb-0"
          >
            <Icon name="whatsapp" size={28} />
          </a>
        )}
        <ScrollToTop label={t('scrollTop')} />
      </footer>
    </HydrateApart>
  );
}

/** The year changes once a year: cached so the footer stays part of the prerendered page. */
async function copyrightYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { key: string; label: string; href: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-semibold text-neutral-900">
        {title}
      </h2>
      <ul className="grid gap-2">
        {links.map((l) => (
          <li key={l.key}>
            <IntentLink href={l.href} className="hover:underline">
              {l.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
