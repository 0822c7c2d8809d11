import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/money';
import { takesTestPayments } from '@/lib/server/payments';
import type { Store } from '@/lib/store/data';

/**
 * 'Ambiente de testes' on the checkout and the order pages while some option the store offers is
 * charged by the embedded sandbox (development, tests, production with PAYMENT_SANDBOX=1): a
 * shopper must never believe a simulated payment was real.
 */
export async function TestPaymentsNotice({ store, locale }: { store: Store; locale: Locale }) {
  if (!takesTestPayments(store.paymentOptions)) return null;
  const t = await getTranslations({ locale, namespace: 'checkoutUi.testPayments' });
  return (
    <p
      role="note"
      data-testid="test-payments-notice"
      className="my-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <strong className="font-semibold">{t('title')}</strong> · {t('body')}
    </p>
  );
}
