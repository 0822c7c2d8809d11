import { NextResponse } from 'next/server';
import { cardData } from '@/lib/contracts/checkout';
import { translateKey } from '@/lib/i18n/messages';
import { getDb } from '@/lib/server/db/client';
import { isSandboxHost, tokenizeSandboxCard } from '@/lib/server/payments/sandbox';
import { requestHost } from '@/lib/server/tenancy/resolve';

/**
 * POST /api/payments/sandbox/tokens — the sandbox provider's card tokenization, called by its
 * browser SDK from the checkout page. It answers only on the sandbox's own host: the card number
 * and security code stop here and the store receives the token. Cross-origin by design, so it
 * speaks CORS; nothing is logged.
 */
export async function POST(request: Request) {
  if (!isSandboxHost(requestHost(request.headers)))
    return NextResponse.json(
      { success: false, message: translateKey('pt', 'errors.pageNotFound') },
      { status: 404 },
    );
  const body = await request.json().catch(() => null);
  const parsed = cardData.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    const message = translateKey('pt', issue.message);
    return answer({ success: false, message, errors: { [field]: [message] } }, 422, request);
  }
  const token = await tokenizeSandboxCard(await getDb(), parsed.data);
  if (!token) {
    const message = translateKey('pt', 'validation.invalidCard');
    return answer({ success: false, message, errors: { number: [message] } }, 422, request);
  }
  return answer({ success: true, content: token }, 201, request);
}

export function OPTIONS(request: Request) {
  if (!isSandboxHost(requestHost(request.headers))) return new Response(null, { status: 404 });
  return new Response(null, { status: 204, headers: cors(request) });
}

/** Any store's page may tokenize (a real provider tells merchants apart by their public key). */
function cors(request: Request): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers.get('origin') ?? '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '600',
    vary: 'origin',
    'cache-control': 'no-store',
  };
}

const answer = (body: unknown, status: number, request: Request) =>
  NextResponse.json(body, { status, headers: cors(request) });

export * from '@/lib/server/http/unsupported-methods';
