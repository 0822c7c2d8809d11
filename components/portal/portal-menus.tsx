'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

const MENUS = 'details[data-portal-menu]';

const openMenus = () => Array.from(document.querySelectorAll<HTMLDetailsElement>(`${MENUS}[open]`));

/**
 * The portal header's menus (Administrar, the user's) are native disclosures, usable without
 * script; once the page is interactive they also close as menus do: on Escape (the keyboard goes
 * back to the menu's button), on a click or focus elsewhere, when another opens, and on arrival at
 * a new page.
 */
export function PortalMenus() {
  const pathname = usePathname();
  useEffect(() => {
    for (const menu of openMenus()) menu.open = false;
  }, [pathname]);

  useEffect(() => {
    const outside = (event: Event) => {
      for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const menu of openMenus()) {
        menu.open = false;
        menu.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('click', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, []);
  return null;
}
