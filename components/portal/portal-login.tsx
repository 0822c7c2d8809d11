'use client';

import { useRouter } from 'next/navigation';
import { LoginForm } from '@/components/account/login-form';

/**
 * The portal's page for someone not logged in (SPEC.md section 2: the login form in the portal).
 * After the login the page is rendered again from the new session: the company's portal for its
 * users, the portal's not-found page for anyone else.
 */
export function PortalLogin({ labels }: { labels: { title: string; text: string } }) {
  const router = useRouter();
  return (
    <section className="mx-auto max-w-md px-4 py-10" aria-labelledby="portal-login-title">
      <h1 id="portal-login-title" className="text-2xl font-bold">
        {labels.title}
      </h1>
      <p className="mt-2 text-neutral-700">{labels.text}</p>
      <div className="mt-6 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
        <LoginForm portal onDone={() => router.refresh()} />
      </div>
    </section>
  );
}
