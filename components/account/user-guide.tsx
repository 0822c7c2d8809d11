'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { userGuideQuery } from '@/lib/api-client/account';
import { AccountGuard } from './account-guard';
import { LoadedList } from './loaded-list';

/** `/customer/account/user-guide` (Meus Guias e manuais): downloads of the products bought. */
export function UserGuide() {
  return (
    <AccountGuard>
      <GuideList />
    </AccountGuard>
  );
}

function GuideList() {
  const t = useTranslations('userGuide');
  const guide = useQuery(userGuideQuery());
  return (
    <LoadedList query={guide} failed={t('loadFailed')} empty={<p>{t('empty')}</p>}>
      {(entries) => (
        <div className="mt-6 grid gap-4">
          <p className="text-sm text-neutral-600">{t('intro')}</p>
          <ul className="grid gap-3">
            {entries.map((entry) => (
              <li
                key={entry.productId}
                data-testid="user-guide-product"
                className="rounded-xl border border-neutral-200 p-4"
              >
                <h2 className="font-semibold">
                  <Link href={entry.href} className="hover:underline">
                    {entry.name}
                  </Link>
                </h2>
                {entry.downloads.length === 0 ? (
                  <p className="mt-1 text-sm text-neutral-600">{t('none')}</p>
                ) : (
                  <ul className="mt-2 grid gap-1 text-sm">
                    {entry.downloads.map((download) => {
                      const external = /^https?:\/\//.test(download.url);
                      return (
                        <li key={download.id}>
                          <span className="mr-2 rounded bg-neutral-100 px-1.5 py-0.5 text-xs font-medium">
                            {t(download.kind)}
                          </span>
                          <a
                            href={download.url}
                            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                            className="font-medium text-[var(--store-primary)] underline"
                          >
                            {download.title}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </LoadedList>
  );
}
