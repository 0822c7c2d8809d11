import { NextResponse } from 'next/server';
import { operations } from '@/lib/contracts/operations';
import { translateKey } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { deleteCustomerFile, readCustomerFile } from '@/lib/server/services/customer-files';

/**
 * GET /api/customer/files/{id} — the file itself, for its owner only. Images show inline, PDFs
 * download; nosniff and a sandboxing CSP keep a stored file from acting as a page of the store.
 */
export const GET = withRoute(operations.downloadCustomerFile, async ({ input, db, ctx }) => {
  const file = await readCustomerFile(db, ctx, input.params);
  const disposition = file.mimeType.startsWith('image/') ? 'inline' : 'attachment';
  return new NextResponse(Buffer.from(file.content), {
    headers: {
      'content-type': file.mimeType,
      'content-length': String(file.size),
      'content-disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
});

/** DELETE /api/customer/files/{id} — deletes one of the customer's files. */
export const DELETE = withRoute(operations.deleteCustomerFile, async ({ input, db, ctx }) =>
  ok(await deleteCustomerFile(db, ctx, input.params), {
    message: translateKey(ctx.locale, 'customerFiles.deleted'),
  }),
);

export * from '@/lib/server/http/unsupported-methods';
