'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { makeQueryClient } from '@/lib/api-client/query-client';
import { SessionProvider } from '@/components/account/session';
import { CartProvider } from '@/components/cart/cart-context';
import { SnackbarProvider } from '@/components/ui/snackbar';
import type { SocialLoginIds } from '@/lib/domain/customer';
import type { Locale } from '@/lib/domain/money';

export function Providers({
  children,
  locale,
  usdPerBrl,
  cashIsPix,
  maintenance,
  socialLogin,
}: {
  children: ReactNode;
  locale: Locale;
  usdPerBrl: number;
  cashIsPix: boolean;
  maintenance: boolean;
  socialLogin: SocialLoginIds;
}) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <CartProvider
          locale={locale}
          usdPerBrl={usdPerBrl}
          cashIsPix={cashIsPix}
          maintenance={maintenance}
        >
          <SessionProvider socialLogin={socialLogin}>{children}</SessionProvider>
        </CartProvider>
      </SnackbarProvider>
    </QueryClientProvider>
  );
}
