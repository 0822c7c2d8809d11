'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { firstName } from '@/lib/domain/customer';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { useSession } from './session';

/** The registration's success page: the new customer greeted by first name, and back to shopping. */
export function RegisterSuccess() {
  const t = useTranslations('register');
  const { customer, ready } = useSession();
  return (
    <div
      className="mt-6 grid max-w-xl gap-4 rounded-xl border border-neutral-200 p-6"
      role="status"
    >
      {ready && customer ? (
        <p className="text-lg font-semibold">
          {t('successGreeting', { name: firstName(customer.name) })}
        </p>
      ) : (
        <div className="h-7 w-48 animate-pulse rounded bg-neutral-100" aria-hidden />
      )}
      <p>{t('successText')}</p>
      <Link href="/" className={`${primaryButtonClass} justify-self-start`}>
        {t('keepShopping')}
      </Link>
    </div>
  );
}
