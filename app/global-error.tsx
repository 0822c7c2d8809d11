'use client';

import '@/app/globals.css';
import { ErrorView } from '@/components/errors/error-view';

/**
 * messages/pt.json's errors.unexpected, unexpectedText, retry and code, written here because this
 * page's script ships with every page and the whole catalogue of messages must not
 * (global-error.test.ts keeps them equal).
 */
export const GLOBAL_ERROR_TEXTS = {
  title: 'Algo deu errado',
  text: 'Não conseguimos carregar esta página agora. Tente de novo.',
  retry: 'Tentar novamente',
  code: 'Código do erro',
};

/**
 * When even the store's layout failed: a page of its own (Next puts it in place of the root
 * layout, so it has its own html and body), in Portuguese, the store's first language, since the
 * shopper's choice lives in the layout that failed. The error is reported (ErrorView).
 */
export default function GlobalError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="pt-BR">
      <body>
        <main>
          <ErrorView {...props} texts={GLOBAL_ERROR_TEXTS} />
        </main>
      </body>
    </html>
  );
}
