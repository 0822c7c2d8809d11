'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { firstName, oldShopNoticeApplies } from '@/lib/domain/customer';
import { LoginForm } from './login-form';
import { useSession } from './session';

/**
 * The login page's form: after login, back to the page that asked for it (`redirect`), else home.
 * Rendered once the session is known (after hydration), so the old-shop notice reads the
 * shopper's clock, not the build's.
 */
export function LoginPageForm() {
  const t = useTranslations('account');
  const redirect = useSearchParams().get('redirect');
  const { customer, ready } = useSession();
  if (!ready) return <div className="h-72 animate-pulse rounded-lg bg-neutral-100" aria-hidden />;
  if (customer) return <p role="status">{t('loggedIn', { name: firstName(customer.name) })}</p>;
  return (
    <>
      {oldShopNoticeApplies() && (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('oldShopNotice')}
        </p>
      )}
      <LoginForm redirectTo={redirect ?? '/'} />
    </>
  );
}
