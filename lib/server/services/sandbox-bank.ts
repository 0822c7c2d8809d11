import 'server-only';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { readBoleto } from '@/lib/domain/payments/boleto';
import { saoPauloDate } from '@/lib/domain/payments/calendar';
import { paymentDeadline } from '@/lib/domain/payments/follow-up';
import { isValidPixPayload } from '@/lib/domain/payments/pix';
import type { PaymentMethodGroup } from '@/lib/domain/order-status';
import { message } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import { orders, paymentTransactions, type TransactionStatus } from '@/lib/server/db/schema';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/server/http/errors';
import {
  sandboxGateway,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxBody,
} from '@/lib/server/payments/sandbox';
import type { PaymentEvent } from '@/lib/server/payments/types';
import { receiveWebhook, type EventOutcome } from './payment-events';

/**
 * The sandbox's "bank" (the /dev/payments page): it pays or refuses a charge the sandbox issued,
 * and the sandbox tells the store the way a provider does, by a signed webhook that goes through
 * the webhook's own verification. Nothing here writes an order: the webhook does.
 */

/** The bank page is a development tool: served only outside production, or when asked for. */
export const paymentSandboxPageEnabled = () =>
  process.env.NODE_ENV !== 'production' || process.env.PAYMENT_SANDBOX_PAGE === '1';

/** Charge statuses the bank may still act on: awaiting the payment, or a card held for review. */
const OPEN_CHARGE: TransactionStatus[] = ['pending', 'review'];
const OPEN_ORDER = ['pending', 'payment_review'] as const;

export type SandboxCharge = {
  reference: string;
  orderNumber: number;
  method: PaymentMethodGroup;
  status: TransactionStatus;
  amountCents: number;
  createdAt: Date;
  /** The Pix copy-and-paste code or the boleto line (null for a card). */
  code: string | null;
  /** After this the Pix code or boleto can no longer be paid (null: no limit). */
  deadline: Date | null;
  /** Past the deadline: the bank only refuses it now. */
  expired: boolean;
};

const chargeColumns = {
  reference: paymentTransactions.providerReference,
  orderNumber: orders.number,
  orderStatus: orders.status,
  method: paymentTransactions.methodGroup,
  status: paymentTransactions.status,
  amountCents: paymentTransactions.amountCents,
  details: paymentTransactions.details,
  createdAt: paymentTransactions.createdAt,
};

function chargeSelect(db: Db, tenantId: number, where: SQL | undefined) {
  return db
    .select(chargeColumns)
    .from(paymentTransactions)
    .innerJoin(orders, eq(orders.id, paymentTransactions.orderId))
    .where(
      and(
        eq(paymentTransactions.tenantId, tenantId),
        eq(paymentTransactions.provider, 'sandbox'),
        where,
      ),
    );
}

type ChargeRow = Awaited<ReturnType<typeof chargeSelect>>[number];

function toCharge(row: ChargeRow, now: Date): SandboxCharge {
  const { pix, billet } = row.details;
  const deadline = paymentDeadline({
    method: row.method,
    status: row.status,
    pix: pix ?? null,
    billet: billet ?? null,
  });
  return {
    reference: row.reference,
    orderNumber: row.orderNumber,
    method: row.method,
    status: row.status,
    amountCents: row.amountCents,
    createdAt: row.createdAt,
    code: pix?.payload ?? billet?.line ?? null,
    deadline: deadline === null ? null : new Date(deadline),
    expired: deadline !== null && now.getTime() >= deadline,
  };
}

/** The store's sandbox charges still awaiting the bank (a Pix, a boleto, a card in review). */
export async function listSandboxCharges(
  db: Db,
  tenantId: number,
  { limit = 50, now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<SandboxCharge[]> {
  const rows = await chargeSelect(
    db,
    tenantId,
    and(inArray(paymentTransactions.status, OPEN_CHARGE), inArray(orders.status, OPEN_ORDER)),
  )
    .orderBy(desc(paymentTransactions.id))
    .limit(limit);
  return rows.map((row) => toCharge(row, now));
}

/**
 * The charge a pasted Pix copy-and-paste code or boleto line (or its 44-digit barcode) stands
 * for, as a bank app reads it: a code that does not check out is refused before any lookup.
 */
async function chargeByCode(db: Db, tenantId: number, code: string, now: Date) {
  const text = code.trim();
  let where: SQL;
  if (text.startsWith('000201')) {
    if (!isValidPixPayload(text)) throw new ValidationError('sandboxBank.invalidPix');
    where = sql`${paymentTransactions.details}->'pix'->>'payload' = ${text}`;
  } else {
    const boleto = readBoleto(text, saoPauloDate(now));
    if (!boleto) throw new ValidationError('sandboxBank.invalidCode');
    where = sql`${paymentTransactions.details}->'billet'->>'line' = ${boleto.line}`;
  }
  const [row] = await chargeSelect(db, tenantId, where)
    .orderBy(desc(paymentTransactions.id))
    .limit(1);
  return row;
}

export type BankDecision = 'pay' | 'refuse';

/** What the sandbox tells the store: a paid charge is approved; a refused card is declined, a
 * refused Pix or boleto canceled (nobody declines a transfer that was never made). */
function eventType(decision: BankDecision, method: PaymentMethodGroup): PaymentEvent['type'] {
  if (decision === 'pay') return 'approved';
  return method === 'creditCard' ? 'declined' : 'canceled';
}

/**
 * The sandbox's webhook of an event, signed as the provider signs it. The event id is one per
 * charge and outcome, so a second press (or a retried delivery) is the same event, applied once.
 */
export function sandboxWebhook(reference: string, type: PaymentEvent['type']) {
  const body = JSON.stringify({ id: `bank_${reference}_${type}`, type, reference });
  const headers = new Headers({
    'content-type': 'application/json',
    [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(body),
  });
  return { body, headers };
}

/**
 * The bank pays (or refuses) a charge found by its reference or by a pasted code. A charge
 * already settled, or whose order no longer awaits payment, is refused (409), and so is paying a
 * Pix code past its expiry or a boleto past its due date; refusing them stays possible.
 */
export async function settleSandboxCharge(
  db: Db,
  tenantId: number,
  input: { reference?: string; code?: string; decision: BankDecision },
  now = new Date(),
): Promise<{ orderNumber: number; outcome: EventOutcome | 'refused' }> {
  const row = input.code
    ? await chargeByCode(db, tenantId, input.code, now)
    : input.reference
      ? (
          await chargeSelect(
            db,
            tenantId,
            eq(paymentTransactions.providerReference, input.reference),
          )
        )[0]
      : undefined;
  if (!row) throw new NotFoundError('sandboxBank.chargeNotFound');
  const charge = toCharge(row, now);
  if (
    !OPEN_CHARGE.includes(charge.status) ||
    !(OPEN_ORDER as readonly string[]).includes(row.orderStatus)
  )
    throw new ConflictError(
      message('sandboxBank.notAwaiting', {
        number: charge.orderNumber,
        charge: charge.status,
        order: row.orderStatus,
      }),
    );
  if (input.decision === 'pay' && charge.expired)
    throw new ConflictError(
      charge.method === 'pix' ? 'sandboxBank.pixExpired' : 'sandboxBank.boletoExpired',
    );
  const { body, headers } = sandboxWebhook(
    charge.reference,
    eventType(input.decision, charge.method),
  );
  return {
    orderNumber: charge.orderNumber,
    outcome: await receiveWebhook(db, sandboxGateway, body, headers),
  };
}
