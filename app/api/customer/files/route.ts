import { customerFileKind } from '@/lib/contracts/customer-files';
import { operations } from '@/lib/contracts/operations';
import { translateKey, type MessageKey } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { ValidationError } from '@/lib/server/http/errors';
import { withRoute } from '@/lib/server/http/with-route';
import {
  assertDeclaredSize,
  listCustomerFiles,
  storeCustomerFile,
} from '@/lib/server/services/customer-files';
import { requireCustomer } from '@/lib/server/services/context';
import { idRequired } from '@/lib/server/http/methods';

/** GET /api/customer/files?kind= — Meus wallpapers or Meus uploads. */
export const GET = withRoute(operations.listCustomerFiles, async ({ input, db, ctx }) =>
  ok(await listCustomerFiles(db, ctx, input.query.kind)),
);

/**
 * POST /api/customer/files — multipart `kind` and `file`. The kind travels in the query too
 * (?kind=) so a declared size over its limit is refused before the body is read.
 */
export const POST = withRoute(operations.uploadCustomerFile, async ({ db, ctx, request }) => {
  requireCustomer(ctx);
  const invalid = (field: string, key: MessageKey) =>
    new ValidationError('errors.validation', { [field]: [key] });
  const declaredKind = customerFileKind.safeParse(request.nextUrl.searchParams.get('kind'));
  const length = Number(request.headers.get('content-length') ?? 0);
  if (declaredKind.success) assertDeclaredSize(declaredKind.data, length);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw invalid('file', 'validation.required');
  }
  const kind = customerFileKind.safeParse(form.get('kind') ?? declaredKind.data);
  if (!kind.success) throw invalid('kind', 'validation.invalidValue');
  assertDeclaredSize(kind.data, length);
  const file = form.get('file');
  if (!(file instanceof File)) throw invalid('file', 'validation.required');
  const saved = await storeCustomerFile(db, ctx, {
    kind: kind.data,
    name: file.name,
    content: new Uint8Array(await file.arrayBuffer()),
  });
  return ok(saved, { message: translateKey(ctx.locale, 'customerFiles.uploaded') });
});

// Methods of the `/{id}` below this route, called without the id.
export const DELETE = idRequired;

export * from '@/lib/server/http/unsupported-methods';
