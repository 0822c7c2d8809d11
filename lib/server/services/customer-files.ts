import 'server-only';
import { apiPath } from '@/lib/contracts/endpoints';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  CUSTOMER_FILE_RULES,
  MAX_FILES_PER_KIND,
  maxBytes,
  typeLabels,
  type CustomerFile,
  type CustomerFileKind,
} from '@/lib/contracts/customer-files';
import { msg } from '@/lib/contracts/common';
import { FILE_TYPES, safeFileName, sniffFileType } from '@/lib/domain/file-types';
import { message, type MessageKey, type MessageValues } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import { customerFiles } from '@/lib/server/db/schema';
import { NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { requireCustomer, type ServiceContext } from './context';

const listColumns = {
  id: customerFiles.id,
  kind: customerFiles.kind,
  name: customerFiles.name,
  mimeType: customerFiles.mimeType,
  size: customerFiles.size,
  createdAt: customerFiles.createdAt,
};

const owned = (ctx: ServiceContext, customerId: number) =>
  and(eq(customerFiles.tenantId, ctx.tenantId), eq(customerFiles.customerId, customerId));

const toView = (row: {
  id: number;
  kind: CustomerFileKind;
  name: string;
  mimeType: string;
  size: number;
  createdAt: Date;
}): CustomerFile => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  url: apiPath('downloadCustomerFile', { id: row.id }),
});

const notFound = () => new NotFoundError('customerFiles.notFound');

const fileError = (key: MessageKey, values: MessageValues) =>
  new ValidationError('errors.validation', { file: [message(key, values)] });

/** The customer's files of one kind, newest first (without their content). */
export async function listCustomerFiles(
  db: Db,
  ctx: ServiceContext,
  kind: CustomerFileKind,
): Promise<CustomerFile[]> {
  const { id } = requireCustomer(ctx);
  const rows = await db
    .select(listColumns)
    .from(customerFiles)
    .where(and(owned(ctx, id), eq(customerFiles.kind, kind)))
    .orderBy(desc(customerFiles.id));
  return rows.map(toView);
}

/**
 * Is this upload acceptable before its body is read? A declared size over the kind's limit is
 * refused at once, so a huge request is never buffered.
 */
export function assertDeclaredSize(kind: CustomerFileKind, contentLength: number): void {
  // The multipart envelope (boundaries, headers) adds a little to the file itself.
  if (contentLength > maxBytes(kind) + 64 * 1024)
    throw fileError(msg.fileTooLarge, { max: CUSTOMER_FILE_RULES[kind].maxMegabytes });
}

/**
 * Stores a file of the customer: its type is read from its first bytes (the name and the
 * browser's type are not trusted) and must be one the kind allows, within its size; a customer
 * keeps at most MAX_FILES_PER_KIND of each kind.
 */
export async function storeCustomerFile(
  db: Db,
  ctx: ServiceContext,
  input: { kind: CustomerFileKind; name: string; content: Uint8Array },
): Promise<CustomerFile> {
  const { id: customerId } = requireCustomer(ctx);
  const rules = CUSTOMER_FILE_RULES[input.kind];
  if (input.content.byteLength === 0)
    throw new ValidationError('errors.validation', { file: [msg.required] });
  if (input.content.byteLength > maxBytes(input.kind))
    throw fileError(msg.fileTooLarge, { max: rules.maxMegabytes });
  const type = sniffFileType(input.content);
  if (type === null || !(rules.types as readonly string[]).includes(type))
    throw fileError(msg.fileType, { types: typeLabels(input.kind) });
  const name = safeFileName(input.name, `arquivo.${FILE_TYPES[type].extension}`);
  const row = await db.transaction(async (tx) => {
    const [{ total }] = (await tx
      .select({ total: count() })
      .from(customerFiles)
      .where(and(owned(ctx, customerId), eq(customerFiles.kind, input.kind)))) as [
      { total: number },
    ];
    if (total >= MAX_FILES_PER_KIND)
      throw new ValidationError(message('customerFiles.tooMany', { max: MAX_FILES_PER_KIND }));
    const [created] = await tx
      .insert(customerFiles)
      .values({
        tenantId: ctx.tenantId,
        customerId,
        kind: input.kind,
        name,
        mimeType: type,
        size: input.content.byteLength,
        content: input.content,
      })
      .returning(listColumns);
    return created!;
  });
  return toView(row);
}

/** One of the customer's files with its content; anyone else's is 404. */
export async function readCustomerFile(
  db: Db,
  ctx: ServiceContext,
  params: { id: number },
): Promise<CustomerFile & { content: Uint8Array }> {
  const { id: customerId } = requireCustomer(ctx);
  const [row] = await db
    .select({ ...listColumns, content: customerFiles.content })
    .from(customerFiles)
    .where(and(owned(ctx, customerId), eq(customerFiles.id, params.id)))
    .limit(1);
  if (!row) throw notFound();
  return { ...toView(row), content: row.content };
}

/** Deletes one of the customer's files (404 for anyone else's); answers the kind's files left. */
export async function deleteCustomerFile(
  db: Db,
  ctx: ServiceContext,
  params: { id: number },
): Promise<CustomerFile[]> {
  const { id: customerId } = requireCustomer(ctx);
  const [gone] = await db
    .delete(customerFiles)
    .where(and(owned(ctx, customerId), eq(customerFiles.id, params.id)))
    .returning({ kind: customerFiles.kind });
  if (!gone) throw notFound();
  return listCustomerFiles(db, ctx, gone.kind);
}
