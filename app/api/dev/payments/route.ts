import { renderMessage } from '@/lib/i18n/messages';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { ok } from '@/lib/server/http/envelope';
import { AppError, NotFoundError } from '@/lib/server/http/errors';
import { withRoute } from '@/lib/server/http/with-route';
import { paymentSandboxPageEnabled, settleSandboxCharge } from '@/lib/server/services/sandbox-bank';

// A development tool, not part of the store API (and so not in lib/contracts/operations.ts).
const contract = {
  body: z
    .object({
      decision: z.enum(['pay', 'refuse']),
      /** A listed charge's reference… */
      reference: z.string().trim().max(100).optional(),
      /** …or a pasted Pix copy-and-paste code or boleto line. */
      code: z.string().trim().max(600).optional(),
    })
    .strict()
    .refine((b) => Boolean(b.reference || b.code), { message: 'Informe a cobrança ou o código' }),
  response: z.object({ orderNumber: z.number().int(), outcome: z.string() }),
};

const OUTCOMES: Record<string, string> = {
  applied: 'aplicado',
  duplicate: 'já recebido antes, nada mudou',
  ignored: 'recebido; a situação do pedido não permite a mudança',
  refused: 'assinatura recusada',
  unknown: 'cobrança desconhecida',
};

/**
 * POST /api/dev/payments — the sandbox's bank (/dev/payments) pays or refuses a charge: the
 * sandbox then notifies the store by its signed webhook (lib/server/services/sandbox-bank.ts).
 * The page's forms get a 303 back to /dev/payments with the result; a JSON call (the end-to-end
 * journeys) gets the envelope. A 404 in production unless PAYMENT_SANDBOX_PAGE=1.
 */
export const POST = withRoute(contract, async ({ input, db, tenant, request, ctx }) => {
  if (!paymentSandboxPageEnabled()) throw new NotFoundError('errors.pageNotFound');
  const json = (request.headers.get('content-type') ?? '').includes('application/json');
  const { decision } = input.body;
  try {
    const result = await settleSandboxCharge(db, tenant.id, input.body);
    if (json) return ok(result);
    const verb = decision === 'pay' ? 'pago' : 'recusado';
    return back(`Pedido ${result.orderNumber}: ${verb} — webhook ${OUTCOMES[result.outcome]}.`);
  } catch (error) {
    if (json || !(error instanceof AppError)) throw error;
    return back(renderMessage(ctx.locale, error.text), true);
  }
});

/** Back to the bank page with what happened (a relative Location: the host the browser used). */
function back(message: string, failed = false) {
  const query = new URLSearchParams({ message, ...(failed ? { failed: '1' } : {}) });
  return new NextResponse(null, {
    status: 303,
    headers: { location: `/dev/payments?${query}` },
  });
}

export * from '@/lib/server/http/unsupported-methods';
