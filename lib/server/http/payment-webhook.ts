import 'server-only';
import { NextResponse } from 'next/server';
import { translateKey } from '@/lib/i18n/messages';
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
  if (!gateway)
    return NextResponse.json(
      { success: false, message: 'Meio de pagamento não configurado' },
      { status: 404 },
    );
  let outcome;
  try {
    outcome = await receiveWebhook(await getDb(), gateway, await request.text(), request.headers);
  } catch (error) {
    if (!(error instanceof PaymentUnavailableError)) throw error;
    return NextResponse.json(
      // A provider's call: no shopper, so the store's language.
      { success: false, message: translateKey('pt', error.message) },
      { status: 503 },
    );
  }
  if (outcome === 'refused')
    return NextResponse.json({ success: false, message: 'Assinatura inválida' }, { status: 401 });
  if (outcome === 'unknown')
    return NextResponse.json({ success: false, message: 'Cobrança desconhecida' }, { status: 404 });
  return NextResponse.json({ success: true, content: { outcome } });
}
