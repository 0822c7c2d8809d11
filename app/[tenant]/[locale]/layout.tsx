import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { AgeGate } from '@/components/age-gate/age-gate';
import { MaintenanceBanner } from '@/components/layout/maintenance-banner';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Providers } from '@/components/providers';
import { WebVitals } from '@/components/observability/web-vitals';
import { OrganizationJsonLd } from '@/components/seo/json-ld';
import { socialLoginId } from '@/lib/domain/customer';
import { intlLocale, locales, toLocale } from '@/lib/i18n/config';
import { messagesByLocale } from '@/lib/i18n/messages';
import { storeMetadata } from '@/lib/seo/metadata';
import { BUILD_PLACEHOLDER_TENANT, getStore } from '@/lib/store/data';
import '../../globals.css';

export async function generateMetadata({
  params,
}: LayoutProps<'/[tenant]/[locale]'>): Promise<Metadata> {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) return {};
  const locale = toLocale(rawLocale);
  // The request's origin (carried in the path by the proxy) makes every canonical and Open
  // Graph URL absolute on the host that was asked.
  return storeMetadata({
    store,
    locale,
    origin: store.origin,
    defaultDescription: messagesByLocale[locale].meta.defaultDescription,
  });
}

export function generateStaticParams() {
  return [{ tenant: BUILD_PLACEHOLDER_TENANT, locale: 'pt' }];
}

/** Only the client-side namespaces travel to the browser, to keep its JavaScript small. */
const clientNamespaces = [
  'snackbar',
  'errors',
  'validation',
  'stockAlert',
  'search',
  'product',
  'cartUi',
  'shareUi',
  'account',
  'popups',
  'maintenance',
] as const;

export default async function RootStoreLayout({
  children,
  params,
}: LayoutProps<'/[tenant]/[locale]'>) {
  const { tenant, locale: rawLocale } = await params;
  if (!(locales as readonly string[]).includes(rawLocale)) notFound();
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  const store = await getStore(tenant);
  if (!store) notFound();
  const theme = {
    '--store-primary': store.theme.primary,
    '--store-primary-contrast': store.theme.primaryContrast,
    '--store-accent': store.theme.accent,
    '--store-background': store.theme.background,
    '--store-foreground': store.theme.foreground,
  } as CSSProperties;

  return (
    // suppressHydrationWarning: the age gate's script marks <html> (data-age-consent) before React.
    <html lang={intlLocale[locale]} style={theme} data-store={store.slug} suppressHydrationWarning>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <WebVitals />
        {store.interface.ageNotification && <AgeGate store={store} locale={locale} />}
        <ClientMessages locale={locale} namespaces={clientNamespaces}>
          <Providers
            locale={locale}
            usdPerBrl={store.usdPerBrl}
            cashIsPix={store.defaultInCashPayment === 'pix'}
            maintenance={store.maintenance}
            socialLogin={{
              google: socialLoginId(store.socialLogin.google.client_id),
              facebook: socialLoginId(store.socialLogin.facebook.app_id),
            }}
          >
            {store.maintenance && <MaintenanceBanner locale={locale} />}
            {/* The store's chrome is (store)/layout.tsx; the corporate portal has its own. */}
            {children}
            <OrganizationJsonLd store={store} />
          </Providers>
        </ClientMessages>
      </body>
    </html>
  );
}
