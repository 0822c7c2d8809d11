import 'server-only';
import type { CheckoutQuote, CheckoutResult } from '@/lib/contracts/checkout';
import type { PortalCompany, PortalPlacedOrderInput } from '@/lib/contracts/portal';

import type { Db } from '@/lib/server/db/client';
import { ValidationError } from '@/lib/server/http/errors';
import { placeCartOrder, quoteCartCheckout } from './checkout';
import type { ServiceContext } from './context';
import { requirePortal, type Portal } from './portal';
import { findPortalCompany } from './portal-companies';

/*
 * The portal's checkout (issue 8): the store's checkout, delivered to one of the group's
 * companies at one of its addresses, billed to that company, and carrying the buyer's
 * purchase-order number and cost centre. Any user of the portal; anyone else gets its 404.
 */

/** The company and address chosen, of this group; anything else is the address field's error. */
async function chosenDelivery(
  db: Db,
  ctx: ServiceContext,
  customer: string,
  choice: { company: number; address: number; zipcode: string },
): Promise<{
  portal: Portal;
  company: PortalCompany;
  address: PortalCompany['addresses'][number];
}> {
  const { portal } = await requirePortal(db, ctx, { customer, page: 'checkout' });
  const company = await findPortalCompany(db, ctx, portal, choice.company);
  const address = company?.addresses[choice.address];
  if (!company || !address || address.zipcode !== choice.zipcode) {
    throw new ValidationError('portal.deliveryNotFound', { address: ['portal.deliveryNotFound'] });
  }
  return { portal, company, address };
}

/** The portal checkout's review: shipping and totals for the company's address. */
export async function portalCheckoutQuote(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string },
  body: { cart: string; company: number; address: number; zipcode: string; shipping?: string },
): Promise<CheckoutQuote> {
  const { address } = await chosenDelivery(db, ctx, input.customer, body);
  return quoteCartCheckout(db, ctx, body, address.zipcode);
}

/**
 * Places the buyer's cart as the company's order: the store's placeCartOrder, with the company
 * as the addressee and the payer (its name and CNPJ on the boleto), the buyer's phone to reach
 * someone at delivery, and the order marked with the group, the company and the references.
 */
export async function placePortalOrder(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string },
  body: PortalPlacedOrderInput,
): Promise<CheckoutResult> {
  const { portal, company, address } = await chosenDelivery(db, ctx, input.customer, body);
  const { cart, idempotencyKey, shipping, payment, purchaseOrder, costCentre } = body;
  const order = { cart, idempotencyKey, shipping, payment };
  return placeCartOrder(db, ctx, order, async (buyer) => ({
    address: {
      ...address,
      name: company.name,
      document: company.cnpj,
      type: 'comercial',
      phone: buyer.phone ?? '',
      complement: null,
    },
    billTo: { name: company.name, document: company.cnpj },
    portal: {
      groupId: portal.id,
      companyId: company.id,
      purchaseOrderNumber: purchaseOrder || null,
      costCentre: costCentre || null,
    },
  }));
}
