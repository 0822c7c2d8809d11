import { NextResponse, type NextRequest } from 'next/server';
import { FILE_TYPES, sniffFileType } from '@/lib/domain/file-types';
import { MEDIA_KEY, mediaStorage } from '@/lib/server/storage';

/**
 * GET /media/u/{store}/{sha256}.{ext} — an uploaded product photo. Its key is its content's hash,
 * so the answer never changes: cached for a year, immutable. Served with the type its bytes
 * say, never sniffed by the browser.
 */
export async function GET(
  _request: NextRequest,
  { params }: { params: Promise<{ key: string[] }> },
): Promise<Response> {
  const key = (await params).key.join('/');
  const bytes = MEDIA_KEY.test(key) ? await mediaStorage().get(key) : null;
  const type = bytes && sniffFileType(bytes);
  if (!bytes || !type || !(type in FILE_TYPES) || type === 'application/pdf')
    return new NextResponse(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  return new Response(bytes as unknown as BodyInit, {
    headers: {
      'content-type': type,
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
