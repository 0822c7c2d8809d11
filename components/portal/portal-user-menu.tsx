'use client';

import { useSession } from '@/components/account/session';
import { PortalMenu } from './portal-menu';

/**
 * The portal header's user menu (SPEC.md section 2: the user's first name with Sair). Sair ends
 * the session and opens the portal's login.
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
    <PortalMenu
      label={firstName}
      name={labels.menu}
      note={labels.hello}
      items={[{ label: labels.logout, onSelect: () => void logOut(portalUrl) }]}
    />
  );
}
