import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { receiveSandboxWebhook } from '@/lib/server/services/payment-events';

/**
 * POST /api/payments/sandbox/webhook — the sandbox provider's payment events, signed with
 * HMAC-SHA256 over the raw body. A bad signature is refused and changes nothing; an event seen
 * before answers 'duplicate'.
 */
export async function POST(request: Request) {
  const outcome = await receiveSandboxWebhook(await getDb(), await request.text(), request.headers);
  if (outcome === 'refused')
    return NextResponse.json({ success: false, message: 'Assinatura inválida' }, { status: 401 });
  if (outcome === 'unknown')
    return NextResponse.json({ success: false, message: 'Cobrança desconhecida' }, { status: 404 });
  return NextResponse.json({ success: true, content: { outcome } });
}
