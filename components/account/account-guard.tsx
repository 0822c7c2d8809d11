'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { withRedirect } from '@/lib/domain/redirect';
import { useSession } from './session';

/**
 * The account pages need a logged-in customer (SPEC.md section 2): without one the shopper goes
 * to the login page, which brings them back here after login. A customer who pressed 'Sair' on
 * this page is on the way home, not to the login page.
 */
export function AccountGuard({ children }: { children: ReactNode }) {
  const { customer, ready, loggedOut } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const seenCustomer = useRef(false);
  useEffect(() => {
    if (customer) seenCustomer.current = true;
  }, [customer]);
  useEffect(() => {
    if (ready && !customer && !(loggedOut && seenCustomer.current)) {
      const back = `${pathname}${window.location.search}`;
      router.replace(withRedirect('/onestepcheckout/login', back));
    }
  }, [ready, customer, loggedOut, pathname, router]);
  if (!ready || !customer)
    return (
      <div className="mt-6 h-96 max-w-xl animate-pulse rounded-xl bg-neutral-100" aria-hidden />
    );
  return children;
}
