'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useSession } from '@/components/account/session';
import { reviewableProductsQuery } from '@/lib/api-client/account';

/**
 * 'Avaliar' on the card of a product the logged-in customer bought (SPEC.md section 2): leads to
 * its review in the account. Nothing for anyone else, and nothing until the list is known (or when
 * it cannot be had). Every card of a page, and Minhas avaliações, read the one query of
 * GET /customer/reviews.
 */
export function ReviewLink({ productId, label }: { productId: number; label: string }) {
  const { customer } = useSession();
  const bought = useQuery({
    ...reviewableProductsQuery(),
    enabled: customer !== null,
    select: (products) => products.some((p) => p.productId === productId),
  });
  if (!customer || !bought.data) return null;
  return (
    <Link href={`/customer/account/reviews/${productId}`} className="card-review">
      {label}
    </Link>
  );
}
