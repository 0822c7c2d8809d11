import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { sandboxGateway } from '@/lib/server/payments/sandbox';
import { applyPaymentEvent } from '@/lib/server/services/payment-events';

/**
 * POST /api/payments/sandbox/webhook — the sandbox provider's payment events, signed with
 * HMAC-SHA256 over the raw body. A bad signature is refused and changes nothing; an event seen
 * before answers 'duplicate'.
 */
export async function POST(request: Request) {
  const body = await request.text();
  const event = sandboxGateway.parseWebhook(body, request.headers);
  if (!event)
    return NextResponse.json({ success: false, message: 'Assinatura inválida' }, { status: 401 });
  const outcome = await applyPaymentEvent(await getDb(), 'sandbox', event);
  if (outcome === 'unknown')
    return NextResponse.json({ success: false, message: 'Cobrança desconhecida' }, { status: 404 });
  return NextResponse.json({ success: true, content: { outcome } });
}
