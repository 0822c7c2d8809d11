'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useSession } from '@/components/account/session';
import { fetchReviewableProducts } from '@/lib/api-client/customer';

// One request per logged-in customer and page life, shared by every card of the page.
let loaded: { customerId: number; ids: Promise<Set<number>> } | null = null;

/** The ids of the products the customer bought (GET /customer/reviews); none when it fails. */
function boughtProductIds(customerId: number): Promise<Set<number>> {
  if (loaded?.customerId !== customerId)
    loaded = {
      customerId,
      ids: fetchReviewableProducts()
        .then((bought) => new Set(bought.map((p) => p.productId)))
        .catch(() => new Set<number>()),
    };
  return loaded.ids;
}

/**
 * 'Avaliar' on the card of a product the logged-in customer bought (SPEC.md section 2): leads to
 * its review in the account. Nothing for anyone else, and nothing until the list is known.
 */
export function ReviewLink({ productId, label }: { productId: number; label: string }) {
  const { customer } = useSession();
  const [bought, setBought] = useState(false);
  useEffect(() => {
    if (!customer) return;
    let live = true;
    void boughtProductIds(customer.id).then((ids) => live && setBought(ids.has(productId)));
    return () => {
      live = false;
    };
  }, [customer, productId]);
  if (!customer || !bought) return null;
  return (
    <Link href={`/customer/account/reviews/${productId}`} className="card-review">
      {label}
    </Link>
  );
}
