import { z } from 'zod';
import { msg } from './common';

/** The kinds of record the back-office's changes are audited on (each service's `entity`). */
export const AUDIT_ENTITIES = [
  'order',
  'product',
  'category',
  'attribute',
  'coupon',
  'operator',
  'apiKey',
  'store',
  'inbox',
  'page',
  'popup',
  'form',
] as const;

/** GET /admin/audit: the store's changes, newest first, by record kind and who made them. */
export const auditListQuery = z
  .object({
    entity: z.enum(AUDIT_ENTITIES).optional(),
    /** The record's id or number ('100003', a product's id). */
    record: z.string().trim().max(20, msg.tooLong).optional(),
    /** Part of the e-mail or key name of who made the change. */
    who: z.string().trim().max(255, msg.tooLong).optional(),
    page: z.coerce.number().int().positive().max(100_000).optional(),
  })
  .strict();
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  who: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** Each field that changed, as it was and as it became (JSON values). */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditList = z.object({
  items: z.array(auditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditList = z.infer<typeof auditList>;
