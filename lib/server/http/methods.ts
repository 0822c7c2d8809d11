import 'server-only';
import { connection, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, toLocale } from '@/lib/i18n/config';
import { renderMessage, type MessageKey } from '@/lib/i18n/messages';
import { fail } from './envelope';

/** A method the route does not have: 405 'Método não disponível' in the API's envelope. */
export const methodNotAvailable = refusal(405, 'errors.methodNotAvailable');

/**
 * A method that exists on the route's `/{id}` below it, called without the id
 * (`GET /api/sale/order`): 400 'Esse método não pode ser utilizado sem um ID'.
 */
export const idRequired = refusal(400, 'errors.idRequired');

function refusal(status: number, key: MessageKey) {
  return async (request: NextRequest): Promise<Response> => {
    // At request time, never prerendered: the answer speaks the caller's language.
    await connection();
    const locale = toLocale(request.cookies.get(LOCALE_COOKIE)?.value);
    return fail(status, renderMessage(locale, key), undefined, { 'cache-control': 'no-store' });
  };
}
