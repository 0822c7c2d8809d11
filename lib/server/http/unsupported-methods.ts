import 'server-only';
import { methodNotAvailable } from './methods';

/**
 * Every API route file ends with `export * from '@/lib/server/http/unsupported-methods'`: a
 * module's own exports shadow the names `export *` brings, so the methods the route defines answer
 * as written and every other one answers 405 'Método não disponível' in the API's envelope (Next
 * would answer an empty 405). HEAD and OPTIONS stay Next's own (HEAD from GET; OPTIONS lists the
 * methods). A route whose `/{id}` has a method of its own exports `idRequired` under that name.
 */
export const GET = methodNotAvailable;
export const POST = methodNotAvailable;
export const PUT = methodNotAvailable;
export const PATCH = methodNotAvailable;
export const DELETE = methodNotAvailable;
