import { paymentWebhook } from '@/lib/server/http/payment-webhook';
import { providerGateway } from '@/lib/server/payments';

/**
 * POST /api/payments/mercadopago/webhook — Mercado Pago's payment notifications, signed in
 * `x-signature` with MERCADOPAGO_WEBHOOK_SECRET; the payment's state is read from its API. A bad
 * signature is refused and changes nothing; 404 while MERCADOPAGO_ACCESS_TOKEN is not set.
 */
export async function POST(request: Request) {
  return paymentWebhook(providerGateway('mercadopago'), request);
}

export * from '@/lib/server/http/unsupported-methods';
