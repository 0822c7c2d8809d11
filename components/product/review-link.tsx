'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useSession } from '@/components/account/session';
import { storedToken } from '@/lib/api-client/client';

// One request per logged-in customer and page life, shared by every card of the page.
let loaded: { customerId: number; ids: Promise<Set<number>> } | null = null;

/** The ids of the products the customer bought, from GET /customer/reviews. */
function boughtProductIds(customerId: number): Promise<Set<number>> {
  if (loaded?.customerId !== customerId) {
    const ids = fetch('/api/customer/reviews', {
      headers: { authorization: `Bearer ${storedToken() ?? ''}` },
    })
      .then((response) => (response.ok ? response.json() : { content: [] }))
      .then((body: { content?: unknown }) =>
        Array.isArray(body.content)
          ? new Set(
              body.content
                .map((p: { productId?: unknown }) => p.productId)
                .filter((id): id is number => typeof id === 'number'),
            )
          : new Set<number>(),
      )
      .catch(() => new Set<number>());
    loaded = { customerId, ids };
  }
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
