import 'server-only';
import type { OrderPayment } from '@/lib/contracts/checkout';
import { toReais } from '@/lib/domain/money';
import type { Locale } from '@/lib/domain/money';
import { pixQrCodeSvg } from '@/lib/domain/payments/pix-qr';
import { isMessageKey, renderMessage, type Message } from '@/lib/i18n/messages';
import type { paymentTransactions } from '@/lib/server/db/schema';

/**
 * A stored charge as its buyer sees it: the Pix code and QR, the boleto line, the card result.
 * Its message is stored as a messages/ key (or a provider's own words) and read in `locale`.
 */
export function paymentView(
  row: typeof paymentTransactions.$inferSelect,
  locale: Locale,
): OrderPayment {
  const { pix, billet, card, message } = row.details;
  return {
    method: row.methodGroup,
    status: row.status,
    amount: toReais(row.amountCents),
    installments: row.installments,
    pix: pix ? { ...pix, qrSvg: pixQrCodeSvg(pix.payload) } : null,
    billet: billet ?? null,
    card: card ? { brand: card.brand, lastDigits: card.lastDigits } : null,
    message: message ? renderMessage(locale, chargeAnswer(message)) : null,
  };
}

/** A charge's stored answer: a messages/ key, or a provider's own words shown as they came. */
export const chargeAnswer = (stored: string): Message =>
  isMessageKey(stored)
    ? { key: stored }
    : { key: 'paymentAnswers.providerMessage', values: { text: stored } };
