import type { Locale } from '@/lib/domain/money';
import { renderMessage } from '@/lib/i18n/messages';
import { AppError } from '@/lib/server/http/errors';
import { renderedFields } from '@/lib/server/http/with-route';

/**
 * What a refused service call tells its caller once the edge renders it (services throw keys):
 * the HTTP status, the message and the field errors in `locale`. A call that succeeds fails the
 * test; an error that is not an AppError is thrown on.
 */
export async function refusal(call: Promise<unknown>, locale: Locale = 'pt') {
  const error: unknown = await call.then(
    () => {
      throw new Error('expected the call to be refused, and it succeeded');
    },
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw error;
  return {
    status: error.status,
    message: renderMessage(locale, error.text),
    errors: renderedFields(error, locale),
  };
}
