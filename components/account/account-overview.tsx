'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { firstName } from '@/lib/domain/customer';
import { accountPages } from './account-pages';
import { AccountGuard } from './account-guard';
import { useSession } from './session';

/** `/customer/account`: the greeting and the way to each part of the account. */
export function AccountOverview() {
  return (
    <AccountGuard>
      <Overview />
    </AccountGuard>
  );
}

function Overview() {
  const t = useTranslations('accountArea');
  const ta = useTranslations('accountData');
  const { customer } = useSession();
  if (!customer) return null;
  return (
    <div className="mt-6 grid gap-6">
      <div>
        <p className="text-lg font-semibold">{t('hello', { name: firstName(customer.name) })}</p>
        <p className="text-sm text-neutral-600">{t('intro')}</p>
      </div>
      {!customer.isCustomerDataComplete && (
        <p role="status" className="max-w-xl rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <Link href="/customer/account/edit" className="underline">
            {ta('incomplete')}
          </Link>
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {accountPages.map((s) => (
          <li key={s.href}>
            <Link
              href={s.href}
              className="block h-full rounded-xl border border-neutral-200 p-5 hover:border-[var(--store-primary)]"
            >
              <span className="block font-semibold">{t(s.title)}</span>
              <span className="mt-1 block text-sm text-neutral-600">{t(s.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
