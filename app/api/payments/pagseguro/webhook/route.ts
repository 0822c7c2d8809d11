import { paymentWebhook } from '@/lib/server/http/payment-webhook';
import { providerGateway } from '@/lib/server/payments';

/**
 * POST /api/payments/pagseguro/webhook — PagBank's order notifications (the order's
 * `notification_urls`), signed in `x-authenticity-token` with the store's token. A bad signature
 * is refused and changes nothing; 404 while PAGSEGURO_TOKEN is not set.
 */
export async function POST(request: Request) {
  return paymentWebhook(providerGateway('pagseguro'), request);
}

export * from '@/lib/server/http/unsupported-methods';
