import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { OperatorLoginAnswer, OperatorView } from '@/lib/contracts/back-office';
import {
  areasOf,
  OPERATOR_IDLE_MS,
  OPERATOR_SESSION_MAX_MS,
  TOTP_REQUIRED_ROLES,
  type OperatorRole,
} from '@/lib/domain/back-office';
import { qrCodeSvg } from '@/lib/domain/qr-code';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { hashToken } from '@/lib/server/auth/session';
import { newTotpSecret, totpStep } from '@/lib/server/auth/totp';
import type { Db } from '@/lib/server/db/client';
import { companies, operators, operatorSessions } from '@/lib/server/db/schema';
import { UnauthorizedError } from '@/lib/server/http/errors';
import { spend } from '@/lib/server/security/limits';
import type { ServiceContext } from './context';
import { normalizeEmail } from './customer-auth';

export const OPERATOR_SESSION_COOKIE = 'backoffice_session';

/** The idle clock is written at most once a minute: a busy operator's reads stay reads. */
const SEEN_RESOLUTION_MS = 60_000;

/** A back-office operator of a session (their id, name, e-mail and role). */
export type SessionOperator = {
  id: number;
  name: string;
  email: string;
  role: OperatorRole;
  totpEnabled: boolean;
};

export const operatorViewOf = (operator: SessionOperator): OperatorView => ({
  ...operator,
  areas: [...areasOf(operator.role)],
});

/**
 * One step of an operator's login (POST /admin/session). The password is checked first, with the
 * same throttling as a customer's login (RATE_POLICIES.login, per operator and per address), and
 * one scrypt whether or not the e-mail exists. With the password right:
 * - an operator with a second factor must send its code ('code' until they do); a code is good
 *   once and within one step of the clock;
 * - an owner without one gets a new secret to enroll ('enroll'), and is signed in by its first
 *   right code, which makes it theirs;
 * - anyone else is signed in.
 * Every wrong answer is the same 401 ('E-mail, senha ou código inválidos.'), counted.
 */
export async function logInOperator(
  db: Db,
  ctx: ServiceContext,
  input: { email: string; password: string; code?: string },
  client: { address: string },
  now: Date = new Date(),
): Promise<{ answer: OperatorLoginAnswer; session?: { token: string; expiresAt: Date } }> {
  const email = normalizeEmail(input.email);
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.tenantId, ctx.tenantId), eq(operators.email, email)))
    .limit(1);
  const attempt = await spend(ctx, 'login', {
    account: row ? `operator:${row.id}` : `operator-email:${email}`,
    address: client.address,
  });
  const passwordMatches = await verifyPassword(input.password, row?.passwordHash ?? null);
  if (!row || !passwordMatches || !row.active)
    throw new UnauthorizedError('backOffice.invalidLogin');

  const secret = row.totpSecret ?? row.totpPendingSecret;
  const mustEnroll = !row.totpSecret && TOTP_REQUIRED_ROLES.includes(row.role);
  const secondFactor = Boolean(secret && (row.totpSecret || mustEnroll));
  if (secondFactor && secret) {
    if (input.code === undefined) {
      // The password was right: that guess is not held against them, the code is still owed.
      await attempt.refund();
      if (row.totpSecret) return { answer: { step: 'code' } };
      return { answer: await enrollment(db, ctx.tenantId, row.id, row.email) };
    }
    const step = totpStep(secret, input.code, now.getTime());
    if (step === null || (row.totpLastStep !== null && step <= row.totpLastStep))
      throw new UnauthorizedError('backOffice.invalidLogin');
    await db
      .update(operators)
      .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
      .where(eq(operators.id, row.id));
  } else if (mustEnroll) {
    await attempt.refund();
    return { answer: await enrollment(db, ctx.tenantId, row.id, row.email) };
  }

  await Promise.all([attempt.refund(), attempt.clear('account')]);
  const session = await openOperatorSession(db, ctx.tenantId, row.id, now);
  await db.update(operators).set({ lastLoginAt: now }).where(eq(operators.id, row.id));
  return {
    answer: {
      step: 'signedIn',
      operator: operatorViewOf({
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        totpEnabled: secondFactor,
      }),
    },
    session,
  };
}

/** A new secret waits for the owner's first code (an earlier one is replaced). */
async function enrollment(
  db: Db,
  tenantId: number,
  operatorId: number,
  email: string,
): Promise<OperatorLoginAnswer> {
  const [store] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, tenantId));
  const { secret, uri } = newTotpSecret(store?.name ?? '', email);
  await db.update(operators).set({ totpPendingSecret: secret }).where(eq(operators.id, operatorId));
  return { step: 'enroll', secret, uri, qrSvg: qrCodeSvg(uri, { label: store?.name ?? email }) };
}

export async function openOperatorSession(
  db: Db,
  tenantId: number,
  operatorId: number,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_MAX_MS);
  await db.insert(operatorSessions).values({
    tenantId,
    operatorId,
    tokenHash: hashToken(token),
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The active operator of a back-office token in this store, or null: revoked, past its end,
 * idle for OPERATOR_IDLE_MS, deactivated, or another store's. A live session's idle clock moves.
 */
export async function loadSessionOperator(
  db: Db,
  tenantId: number,
  token: string,
  now: Date = new Date(),
): Promise<SessionOperator | null> {
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      lastSeenAt: operatorSessions.lastSeenAt,
      id: operators.id,
      name: operators.name,
      email: operators.email,
      role: operators.role,
      totpSecret: operators.totpSecret,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        eq(operatorSessions.tenantId, tenantId),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, new Date(now.getTime() - OPERATOR_IDLE_MS)),
        eq(operators.active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= SEEN_RESOLUTION_MS)
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: now })
      .where(eq(operatorSessions.id, row.sessionId));
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    totpEnabled: row.totpSecret !== null,
  };
}

/** DELETE /admin/session: the token is refused from now on. */
export async function logOutOperator(db: Db, tenantId: number, token: string): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        eq(operatorSessions.tenantId, tenantId),
        isNull(operatorSessions.revokedAt),
      ),
    );
}

/**
 * A store's operator, made by the seed and by the owner's operator screen: the password hashed,
 * the e-mail in lower case; `totpSecret` only for the seed's documented owner.
 */
export async function createOperator(
  db: Db,
  input: {
    tenantId: number;
    email: string;
    name: string;
    role: OperatorRole;
    password: string;
    totpSecret?: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(operators)
    .values({
      tenantId: input.tenantId,
      email: normalizeEmail(input.email),
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      totpSecret: input.totpSecret ?? null,
    })
    .onConflictDoNothing({ target: [operators.tenantId, operators.email] })
    .returning({ id: operators.id });
  if (row) return row.id;
  const [existing] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(
      and(eq(operators.tenantId, input.tenantId), eq(operators.email, normalizeEmail(input.email))),
    );
  return existing!.id;
}

/** The operator's session cookie: HttpOnly, SameSite=Strict (no other site ever opens the panel). */
export function operatorSessionCookie(token: string, expiresAt: Date) {
  return {
    name: OPERATOR_SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    expires: expiresAt,
  };
}
