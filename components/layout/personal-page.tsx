import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import type { Locale } from '@/lib/domain/money';
import { messagesByLocale, type Messages } from '@/lib/i18n/messages';
import type { Store } from '@/lib/store/data';

/**
 * The frame of a page whose content is the shopper's own (favourites, comparison): breadcrumb and
 * title rendered on the server, cacheable; the content a client component that reads the browser's
 * lists after hydration, with the message namespaces it needs (and only those) sent along.
 */
export async function PersonalPage({
  store,
  locale,
  path,
  title,
  namespaces,
  children,
}: {
  store: Store;
  locale: Locale;
  path: string;
  title: string;
  namespaces: readonly (keyof Messages)[];
  children: ReactNode;
}) {
  const th = await getTranslations({ locale, namespace: 'header' });
  const messages = Object.fromEntries(namespaces.map((n) => [n, messagesByLocale[locale][n]]));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        label={th('breadcrumb')}
        store={store}
        items={[
          { name: th('home'), href: '/' },
          { name: title, href: path },
        ]}
      />
      <h1 className="mt-4 text-2xl font-bold md:text-3xl">{title}</h1>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="America/Sao_Paulo">
        {children}
      </NextIntlClientProvider>
    </div>
  );
}
