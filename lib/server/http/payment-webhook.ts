import 'server-only';
import { NextResponse } from 'next/server';
import { renderMessage, type Message, type MessageKey } from '@/lib/i18n/messages';
import { getDb } from '@/lib/server/db/client';
import { PaymentUnavailableError } from '@/lib/server/payments/provider-http';
import type { PaymentGateway } from '@/lib/server/payments/types';
import { receiveWebhook } from '@/lib/server/services/payment-events';

/**
 * A provider's webhook, the same for every provider: a bad signature is refused (401) and
 * changes nothing; an authentic notice with nothing for the store answers 'ignored'; an event
 * for a charge we do not know is 404; an event seen before answers 'duplicate'. A provider that
 * could not be asked about it (Mercado Pago) answers 503, so it sends the notice again.
 */
export async function paymentWebhook(
  gateway: PaymentGateway | null,
  request: Request,
): Promise<NextResponse> {
  if (!gateway) return refusal(404, 'paymentWebhook.notConfigured');
  let outcome;
  try {
    outcome = await receiveWebhook(await getDb(), gateway, await request.text(), request.headers);
  } catch (error) {
    if (!(error instanceof PaymentUnavailableError)) throw error;
    return refusal(503, error.text);
  }
  if (outcome === 'refused') return refusal(401, 'paymentWebhook.invalidSignature');
  if (outcome === 'unknown') return refusal(404, 'paymentWebhook.unknownCharge');
  return NextResponse.json({ success: true, content: { outcome } });
}

/** A provider's call has no shopper: it is answered in the store's language. */
const refusal = (status: number, text: MessageKey | Message) =>
  NextResponse.json({ success: false, message: renderMessage('pt', text) }, { status });
