'use client';

import { useTranslations } from 'next-intl';
import { useCartActions } from './cart-state';

/** False while the store is in maintenance: it takes no purchase (SPEC.md section 8). */
export function useTakesPurchases(): boolean {
  return !useCartActions().maintenance;
}

/**
 * 'Loja em manutenção. Nenhuma compra será aceita no momento.' where a purchase would start
 * (the buy button, the cart), so the shopper knows before doing anything.
 */
export function MaintenanceNotice({ id, className = '' }: { id?: string; className?: string }) {
  const t = useTranslations('maintenance');
  return (
    <p
      id={id}
      role="status"
      data-testid="purchase-maintenance"
      className={`rounded-lg bg-amber-100 p-3 text-sm font-medium text-amber-900 ${className}`}
    >
      {t('banner')}
    </p>
  );
}
