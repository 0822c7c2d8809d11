'use client';

import { useSession } from '@/components/account/session';

/**
 * The portal header's user menu (SPEC.md section 2: the user's first name with Sair): a native
 * disclosure, so it opens by keyboard and without script. Sair ends the session and opens the
 * portal's login.
 */
export function PortalUserMenu({
  firstName,
  portalUrl,
  labels,
}: {
  firstName: string;
  portalUrl: string;
  labels: { menu: string; hello: string; logout: string };
}) {
  const { logOut } = useSession();
  return (
    <details className="group relative" data-portal-menu>
      <summary
        aria-label={labels.menu}
        className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-2 font-medium hover:bg-neutral-100 [&::-webkit-details-marker]:hidden"
      >
        {firstName}
        <span aria-hidden className="text-xs transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="absolute left-0 z-30 mt-1 w-48 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg md:right-0 md:left-auto">
        <p className="px-3 py-2 text-sm text-neutral-600">{labels.hello}</p>
        <button
          type="button"
          onClick={() => void logOut(portalUrl)}
          className="flex min-h-11 w-full items-center rounded-md px-3 text-left hover:bg-neutral-100"
        >
          {labels.logout}
        </button>
      </div>
    </details>
  );
}
