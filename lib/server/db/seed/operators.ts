import { hashPassword } from '../../auth/password';
import type { Db } from '../client';
import { operators } from '../schema';
import { DEMO_OPERATORS } from './demo-operators';

/** Adds the demo team to a store; an operator already there stays as they are. */
export async function seedOperators(db: Db, tenantId: number): Promise<void> {
  const passwordHash = await hashPassword('Senha123');
  await db
    .insert(operators)
    .values(
      DEMO_OPERATORS.map((o) => ({
        tenantId,
        email: o.email,
        name: o.name,
        role: o.role,
        passwordHash,
        totpSecret: o.totpSecret ?? null,
      })),
    )
    .onConflictDoNothing({ target: [operators.tenantId, operators.email] });
}
