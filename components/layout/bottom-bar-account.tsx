'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSession } from '@/components/account/session';
import { ModalShell } from '@/components/ui/modal-shell';
import { firstName } from '@/lib/domain/customer';

// The login form's code is fetched when a shopper opens the panel logged out.
const LoginForm = dynamic(
  () => import('@/components/account/login-form').then((m) => m.LoginForm),
  {
    ssr: false,
    loading: () => <div className="h-72 animate-pulse rounded-lg bg-neutral-100" aria-hidden />,
  },
);

/**
 * The account panel, a sheet over the bar: logged in, the greeting, the account's pages and
 * 'Sair' (logout, then the home page); logged out, the login form.
 */
export default function AccountPanel({
  open,
  onClose,
  links,
}: {
  open: boolean;
  onClose: () => void;
  links: { href: string; label: string }[];
}) {
  const t = useTranslations('account');
  const { customer, logOut } = useSession();
  const heading = customer ? t('hello', { name: firstName(customer.name) }) : t('loginHeading');
  return (
    <ModalShell
      open={open}
      onClose={onClose}
      id="bottom-bar-account"
      aria-labelledby="bottom-bar-account-title"
      place="bottom"
      className="rounded-t-2xl bg-white p-5 text-sm text-neutral-900 md:hidden"
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 id="bottom-bar-account-title" className="text-base font-semibold">
          {heading}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded px-2 py-1 text-neutral-600 hover:bg-neutral-100"
        >
          {t('closePanel')}
        </button>
      </div>
      {customer ? (
        <ul className="divide-y divide-neutral-100">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                prefetch={false}
                onClick={onClose}
                className="block py-3 font-medium"
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="block w-full py-3 text-left font-medium text-red-700"
              onClick={() => {
                onClose();
                void logOut();
              }}
            >
              {t('logout')}
            </button>
          </li>
        </ul>
      ) : (
        <LoginForm onDone={onClose} />
      )}
    </ModalShell>
  );
}
