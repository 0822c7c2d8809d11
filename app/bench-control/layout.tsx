import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: 'Página de controle do benchmark',
  description: 'Página estática mínima usada como referência nas medições de desempenho da loja.',
  icons: [{ url: 'data:,' }],
  robots: { index: false, follow: false },
};

/**
 * Root layout of the benchmark control page: the same framework (React, Next's router) as the
 * store, none of the store's layout, providers or data. Budgets compare store pages with it.
 */
export default function BenchControlLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <body
        style={{
          margin: 0,
          fontFamily: 'system-ui, sans-serif',
          lineHeight: 1.5,
          color: '#1a1a1a',
        }}
      >
        {children}
      </body>
    </html>
  );
}
