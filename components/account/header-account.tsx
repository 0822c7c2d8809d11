'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ModalShell } from '@/components/ui/modal-shell';
import { firstName } from '@/lib/domain/customer';
import { useSession } from './session';

// The form's code is fetched when a shopper opens the panel, not with every page.
const LoginForm = dynamic(() => import('./login-form').then((m) => m.LoginForm), {
  ssr: false,
  loading: () => <div className="h-72 animate-pulse rounded-lg bg-neutral-100" aria-hidden />,
});

/**
 * The top bar's account links (SPEC.md section 2): logged out, 'Cadastre-se', 'Entrar' (the login
 * panel, a modal whose code loads when it first opens) and the order-status lookup; logged in,
 * the greeting with the first name, account, orders and logout, without the lookup.
 */
export function HeaderAccount({
  labels,
}: {
  labels: { register: string; login: string; orderStatus: string };
}) {
  const t = useTranslations('account');
  const { customer, logOut } = useSession();
  const [open, setOpen] = useState(false);

  if (customer)
    return (
      <>
        <span className="font-medium">{t('hello', { name: firstName(customer.name) })}</span>
        <Link href="/customer/account" prefetch={false} className="hover:underline">
          {t('myAccount')}
        </Link>
        <Link
          href="/customer/account/orders"
          prefetch={false}
          className="hidden hover:underline sm:inline"
        >
          {t('myOrders')}
        </Link>
        <button type="button" className="hover:underline" onClick={() => void logOut()}>
          {t('logout')}
        </button>
      </>
    );

  return (
    <>
      <Link href="/onestepcheckout/customer/register" prefetch={false} className="hover:underline">
        {labels.register}
      </Link>
      <button
        type="button"
        className="hover:underline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {labels.login}
      </button>
      <ModalShell
        open={open}
        onClose={() => setOpen(false)}
        aria-label={t('loginHeading')}
        place="topEnd"
        className="rounded-xl border border-neutral-200 bg-white p-5 text-sm text-neutral-900"
      >
        <div className="mb-3 flex items-center justify-between">
          <p className="font-semibold">{t('loginHeading')}</p>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded px-2 py-1 text-neutral-500 hover:bg-neutral-100"
          >
            {t('closePanel')}
          </button>
        </div>
        <LoginForm onDone={() => setOpen(false)} />
      </ModalShell>
      <Link href="/guest/order" prefetch={false} className="hidden hover:underline sm:inline">
        {labels.orderStatus}
      </Link>
    </>
  );
}
