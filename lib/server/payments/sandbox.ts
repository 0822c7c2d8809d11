import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  buildBoleto,
  BOLETO_DUE_BUSINESS_DAYS,
  businessDaysAfter,
} from '@/lib/domain/payments/boleto';
import { cardBrand, cardDigits, isValidCardNumber } from '@/lib/domain/payments/card';
import { pixPayload } from '@/lib/domain/payments/pix';
import type { Db } from '@/lib/server/db/client';
import { sandboxCardTokens, sandboxCharges } from '@/lib/server/db/schema';
import { providerIdempotencyKey } from './provider-http';
import type { ChargeRequest, ChargeResult, PaymentEvent, PaymentGateway } from './types';

/**
 * The embedded sandbox provider (ARCHITECTURE.md: the default of development, tests and the demo).
 * It tokenizes cards on its own origin, charges with the documented test cards, issues Pix BR
 * Codes and boletos, and notifies the store by webhooks signed with HMAC-SHA256.
 */

/** Documented test cards: the outcome each one stands for. Any other valid number is approved. */
export const SANDBOX_TEST_CARDS = {
  '4111111111111111': 'approve',
  '5555555555554444': 'approve',
  '4000000000000002': 'decline',
  '5105105105105100': 'review',
} as const satisfies Record<string, 'approve' | 'decline' | 'review'>;

/** What the sandbox's issuer answers a declined test card. */
export const SANDBOX_DECLINE_MESSAGE = 'paymentAnswers.sandboxDeclined';

/** A card token is good for one charge within this time. */
export const CARD_TOKEN_TTL_MS = 15 * 60_000;
/** A Pix charge can be paid for this long. */
export const PIX_TTL_MS = 30 * 60_000;
/** The sandbox's own Pix key (a random key, as banks issue them). */
const SANDBOX_PIX_KEY = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';
const SANDBOX_BANK = '001';

// Without PAYMENT_SANDBOX_SECRET the sandbox and the store (one process) share a random secret:
// a fixed default would let anyone who read this code sign an 'approved' webhook.
const processSecret = randomBytes(32).toString('hex');
/** The webhook secret shared by the sandbox and the store. */
export const sandboxSecret = () => process.env.PAYMENT_SANDBOX_SECRET || processSecret;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export const signSandboxBody = (body: string, secret = sandboxSecret()) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * The sandbox stands for a provider on another origin, as PagSeguro or Mercado Pago would be:
 * the shopper's browser sends the card there, never to the store. By default it answers on
 * `pagamentos.localhost` at the store's port (browsers resolve *.localhost to this machine);
 * PAYMENT_SANDBOX_ORIGIN moves it elsewhere.
 */
export function sandboxOrigin(storeOrigin: string): string {
  const configured = process.env.PAYMENT_SANDBOX_ORIGIN;
  if (configured) return new URL(configured).origin;
  const url = new URL(storeOrigin);
  url.hostname = SANDBOX_HOST;
  return url.origin;
}
const SANDBOX_HOST = 'pagamentos.localhost';

/** True for a request made to the sandbox's own host (its endpoints answer nowhere else). */
export function isSandboxHost(host: string): boolean {
  const configured = process.env.PAYMENT_SANDBOX_ORIGIN;
  return host === (configured ? new URL(configured).hostname : SANDBOX_HOST);
}

/** The sandbox's browser SDK, served from its origin (public/payments/sandbox-sdk.js). */
export const sandboxScriptUrl = (storeOrigin: string) =>
  `${sandboxOrigin(storeOrigin)}/payments/sandbox-sdk.js`;

const reference = (kind: string) => `sbx_${kind}_${randomBytes(12).toString('hex')}`;

/**
 * The tokenization the browser calls on the sandbox's origin: the card number and security code
 * stop here; the store only ever sees the token. Returns null for a number that fails Luhn.
 */
export async function tokenizeSandboxCard(
  db: Db,
  card: { number: string; holderName: string },
  now = new Date(),
): Promise<{ token: string; brand: string; lastDigits: string } | null> {
  const digits = cardDigits(card.number);
  if (!isValidCardNumber(digits)) return null;
  const brand = cardBrand(digits) ?? 'VISA';
  const outcome = SANDBOX_TEST_CARDS[digits as keyof typeof SANDBOX_TEST_CARDS] ?? 'approve';
  const token = `tok_${randomBytes(18).toString('base64url')}`;
  const lastDigits = digits.slice(-4);
  await db.insert(sandboxCardTokens).values({
    token,
    brand,
    lastDigits,
    holderName: card.holderName.trim().slice(0, 100),
    outcome,
    expiresAt: new Date(now.getTime() + CARD_TOKEN_TTL_MS),
  });
  return { token, brand, lastDigits };
}

async function chargeCard(db: Db, request: ChargeRequest): Promise<ChargeResult> {
  const now = new Date();
  const [card] = await db
    .update(sandboxCardTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(sandboxCardTokens.token, request.card?.token ?? ''),
        isNull(sandboxCardTokens.usedAt),
        gt(sandboxCardTokens.expiresAt, now),
      ),
    )
    .returning();
  const ref = reference('card');
  if (!card)
    return {
      providerReference: ref,
      status: 'declined',
      details: { message: 'paymentAnswers.sandboxCardInvalid' },
    };
  const details = {
    card: { brand: card.brand, lastDigits: card.lastDigits, holderName: card.holderName },
  };
  if (card.outcome === 'decline')
    return {
      providerReference: ref,
      status: 'declined',
      details: { ...details, message: SANDBOX_DECLINE_MESSAGE },
    };
  if (card.outcome === 'review')
    return {
      providerReference: ref,
      status: 'review',
      details: { ...details, message: 'paymentAnswers.sandboxReview' },
    };
  const code = randomBytes(3).toString('hex').toUpperCase();
  return {
    providerReference: ref,
    status: 'approved',
    details: { card: { ...details.card, authorizationCode: code } },
  };
}

/** A new charge: the card's test outcome, or a Pix code or boleto to pay. */
async function chargeNow(db: Db, request: ChargeRequest): Promise<ChargeResult> {
  if (request.group === 'creditCard') return chargeCard(db, request);
  if (request.group === 'pix') {
    const ref = reference('pix');
    return {
      providerReference: ref,
      status: 'pending',
      details: {
        pix: {
          payload: pixPayload({
            key: SANDBOX_PIX_KEY,
            merchantName: request.storeName,
            merchantCity: 'SAO PAULO',
            amountCents: request.amountCents,
            txid: ref.replace(/[^A-Za-z0-9]/g, '').slice(-25),
            oneTime: true,
          }),
          expiresAt: new Date(Date.now() + PIX_TTL_MS).toISOString(),
        },
      },
    };
  }
  const boleto = buildBoleto({
    bankCode: SANDBOX_BANK,
    amountCents: request.amountCents,
    dueDate: businessDaysAfter(request.today, BOLETO_DUE_BUSINESS_DAYS),
    ourNumber: String(request.orderNumber),
  });
  return {
    providerReference: reference('billet'),
    status: 'pending',
    details: { billet: { line: boleto.line, barcode: boleto.barcode, dueDate: boleto.dueDate! } },
  };
}

/** A charge the sandbox kept, as it answered it. */
const keptResult = (row: typeof sandboxCharges.$inferSelect): ChargeResult => ({
  providerReference: row.providerReference,
  status: row.status,
  details: row.details,
  installments: row.installments,
});

export const sandboxGateway: PaymentGateway = {
  provider: 'sandbox',
  /**
   * One charge per idempotency key, kept in sandbox_charges as a provider keeps it: the same
   * request again answers the first one's result, also when both arrive at once (the second
   * waits on the key's row, or on the card token's, and then reads the first one's).
   */
  async charge(db, request) {
    const key = providerIdempotencyKey(request);
    return db.transaction(async (tx) => {
      const kept = async () =>
        (await tx.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key)))[0];
      const before = await kept();
      if (before) return keptResult(before);
      const result = await chargeNow(tx, request);
      const inserted = await tx
        .insert(sandboxCharges)
        .values({
          idempotencyKey: key,
          orderId: request.orderId,
          submitKey: request.idempotencyKey,
          providerReference: result.providerReference,
          status: result.status,
          details: result.details,
          installments: request.installments,
        })
        .onConflictDoNothing()
        .returning({ key: sandboxCharges.idempotencyKey });
      return inserted.length > 0 ? result : keptResult((await kept())!);
    });
  },
  /** The sandbox's latest charge of the order asked with this submit key, as it answered it. */
  async chargeStatus(db, query) {
    const [row] = await db
      .select()
      .from(sandboxCharges)
      .where(
        and(
          eq(sandboxCharges.orderId, query.orderId),
          eq(sandboxCharges.submitKey, query.idempotencyKey),
        ),
      )
      .orderBy(desc(sandboxCharges.createdAt))
      .limit(1);
    return row ? keptResult(row) : null;
  },
  /**
   * Gives back a charge, once: asked again, the same refund is told done. A charge it does not
   * know, or a declined card, is refused. (Its bank settles Pix and boletos through the store's
   * webhook, not in this table: the store asks only for charges it holds approved.)
   */
  async refund(db, request) {
    const [row] = await db
      .select({ status: sandboxCharges.status, refundedAt: sandboxCharges.refundedAt })
      .from(sandboxCharges)
      .where(
        and(
          eq(sandboxCharges.orderId, request.orderId),
          eq(sandboxCharges.providerReference, request.providerReference),
        ),
      );
    if (!row || row.status === 'declined')
      return { status: 'refused', message: 'paymentAnswers.refundNotPaid' };
    if (!row.refundedAt)
      await db
        .update(sandboxCharges)
        .set({ refundedAt: new Date() })
        .where(eq(sandboxCharges.providerReference, request.providerReference));
    return { status: 'refunded' };
  },
  async parseWebhook(rawBody, headers) {
    const given = headers.get(SANDBOX_SIGNATURE_HEADER) ?? '';
    const expected = signSandboxBody(rawBody);
    if (
      given.length !== expected.length ||
      !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
    )
      return null;
    try {
      const body = JSON.parse(rawBody) as Partial<{ id: string; type: string; reference: string }>;
      const types: PaymentEvent['type'][] = [
        'approved',
        'declined',
        'review',
        'refunded',
        'canceled',
      ];
      if (
        typeof body.id !== 'string' ||
        typeof body.reference !== 'string' ||
        !types.includes(body.type as PaymentEvent['type'])
      )
        return null;
      return {
        eventId: body.id,
        providerReference: body.reference,
        type: body.type as PaymentEvent['type'],
      };
    } catch {
      return null;
    }
  },
};
