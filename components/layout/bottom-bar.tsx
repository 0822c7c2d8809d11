import { HydrateApart } from '@/components/ui/hydrate-apart';
import { getTranslations } from 'next-intl/server';
import { accountPages, bottomBarAccountPages } from '@/components/account/account-pages';
import type { Company } from '@/lib/contracts/company';
import { whatsappUrl } from '@/lib/domain/contact';
import type { Locale } from '@/lib/domain/money';
import { BottomBarView } from './bottom-bar-view';

/** The mobile bottom bar with the store's texts and WhatsApp number (SPEC.md section 2). */
export async function BottomBar({ store, locale }: { store: Company; locale: Locale }) {
  const [t, th, ta, tf] = await Promise.all([
    getTranslations({ locale, namespace: 'bottomBar' }),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'accountArea' }),
    getTranslations({ locale, namespace: 'footer' }),
  ]);
  const whatsapp = store.contacts.whatsapp;
  return (
    <HydrateApart>
      <BottomBarView
        whatsapp={whatsapp ? whatsappUrl(whatsapp) : null}
        accountLinks={bottomBarAccountPages.map((title) => ({
          href: accountPages.find((p) => p.title === title)!.href,
          label: ta(title),
        }))}
        labels={{
          bar: t('label'),
          home: t('home'),
          search: t('search'),
          closeSearch: t('closeSearch'),
          cart: t('cart'),
          wishlist: t('wishlist'),
          account: t('account'),
          whatsapp: t('whatsapp'),
          whatsappLabel: tf('whatsapp'),
          searchLabel: th('searchLabel'),
          searchPlaceholder: th('searchPlaceholder'),
          searchSubmit: th('searchSubmit'),
        }}
      />
    </HydrateApart>
  );
}
