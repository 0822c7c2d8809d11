import { buildOpenApiDocument } from '@/lib/contracts/openapi';

/** GET /api/openapi.json — generated from the contracts; static, prerendered at build. */
export async function GET() {
  return Response.json(buildOpenApiDocument());
}

export * from '@/lib/server/http/unsupported-methods';
