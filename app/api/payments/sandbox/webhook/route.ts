import { paymentWebhook } from '@/lib/server/http/payment-webhook';
import { sandboxGateway } from '@/lib/server/payments/sandbox';

/**
 * POST /api/payments/sandbox/webhook — the sandbox provider's payment events, signed with
 * HMAC-SHA256 over the raw body. A bad signature is refused and changes nothing; an event seen
 * before answers 'duplicate'.
 */
export async function POST(request: Request) {
  return paymentWebhook(sandboxGateway, request);
}

export * from '@/lib/server/http/unsupported-methods';
