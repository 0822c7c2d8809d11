'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useCartActions } from '@/components/cart/cart-state';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiErrorMessage, useApiMutation } from '@/components/ui/use-api-mutation';
import { reorder } from '@/lib/api-client/portal';

/**
 * Comprar novamente: the order's lines go into the buyer's cart at today's prices. With every
 * line in, the buyer goes to the portal's cart; a product no longer available is told by name,
 * and the buyer stays to read it, with the way to the cart.
 */
export function ReorderButton({
  customer,
  number,
  cartUrl,
  labels,
}: {
  customer: string;
  number: number;
  cartUrl: string;
  labels: { reorder: string; sending: string; failed: string; toCart: string };
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const snackbar = useSnackbar();
  const { adopt, cartId } = useCartActions();
  const [problems, setProblems] = useState<string[]>([]);
  const [added, setAdded] = useState(false);
  const errorMessage = useApiErrorMessage();
  const again = useApiMutation({
    mutationFn: () => reorder(customer, number, { cart: cartId() ?? undefined }),
    onMutate: () => {
      setProblems([]);
      setAdded(false);
    },
    onSuccess: ({ result, message }) => {
      // The products added are told on the cart page the re-order goes to.
      if (message)
        snackbar(message, 'success', { action: 'portal:reorder', keepOnNavigation: true });
      adopt(result.order);
      if (result.problems.length === 0) {
        router.push(cartUrl);
        return;
      }
      setAdded(true);
      setProblems(result.problems.map((p) => p.message));
    },
    // The products no longer available, by name, stay under the button; the snackbar says why.
    onError: (error) => {
      const reasons = (error as { errors?: Record<string, string[]> }).errors?.order;
      setProblems(reasons ?? [errorMessage(error, labels.failed)]);
    },
    reportTo: { action: 'portal:reorder' },
  });
  // On its way to the cart page after a success: the button stays busy until the page changes.
  const busy = again.isPending || (again.isSuccess && problems.length === 0 && !added);
  const send = () => again.mutate();

  return (
    <div className="grid justify-items-start gap-2">
      <button
        type="button"
        onClick={send}
        disabled={!hydrated || busy}
        aria-busy={busy || undefined}
        data-testid="portal-reorder"
        className={primaryButtonClass}
      >
        {busy ? labels.sending : labels.reorder}
      </button>
      {problems.length > 0 && (
        <ul role="alert" className="grid gap-1 text-sm text-red-700">
          {problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      )}
      {added && (
        <Link href={cartUrl} className="text-sm font-medium text-[var(--store-primary)] underline">
          {labels.toCart}
        </Link>
      )}
    </div>
  );
}
