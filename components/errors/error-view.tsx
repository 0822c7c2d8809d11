'use client';

import { useEffect } from 'react';
import { reportClientError } from '@/lib/observability/report-client-error';

/**
 * What a shopper sees when a page fails: what happened, a way to try again, and the error's code
 * (its digest, also in the server's log line) to quote to the store. The error is reported.
 */
export function ErrorView({
  error,
  reset,
  texts,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  texts: { title: string; text: string; retry: string; code: string };
}) {
  useEffect(() => reportClientError(error), [error]);
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{texts.title}</h1>
      <p className="mt-2 text-neutral-600">{texts.text}</p>
      <button
        type="button"
        onClick={reset}
        className="mt-8 rounded-md bg-[var(--store-primary,#1d4ed8)] px-5 py-2.5 font-medium text-[var(--store-primary-contrast,#ffffff)]"
      >
        {texts.retry}
      </button>
      {error.digest && (
        <p className="mt-6 text-xs text-neutral-600">
          {texts.code}: <code>{error.digest}</code>
        </p>
      )}
    </section>
  );
}
