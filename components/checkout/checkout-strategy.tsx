'use client';

import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { PortalDelivery, type PortalDeliveryChoice } from '@/components/portal/portal-delivery';
import type { ContractControlProps } from '@/components/ui/use-contract-form';
import { PortalReferences } from '@/components/portal/portal-references';
import { addressesQuery } from '@/lib/api-client/account';
import type { CheckoutQuoteRequest, PlaceOrderRequest } from '@/lib/api-client/checkout';
import type { Order } from '@/lib/contracts/cart';
import type { CheckoutResult, PlaceOrderBody } from '@/lib/contracts/checkout';
import type { SessionCustomerView } from '@/lib/contracts/customer';
import type { PortalCompany } from '@/lib/contracts/portal';
import { AFFILIATE_STORAGE_KEY } from '@/lib/domain/affiliate';
import { withRedirect } from '@/lib/domain/redirect';
import { CheckoutAddress } from './checkout-address';

/**
 * The corporate portal's checkout (issue 8): the order goes to one of the group's companies and
 * carries the buyer's purchase-order number and cost centre; it ends on the portal's order page.
 */
export type PortalCheckout = {
  customer: string;
  url: string;
  cartUrl: string;
  companies: PortalCompany[];
};

/** What a company's buyer writes on an order for their own books (both optional). */
export type OrderReferences = { purchaseOrder: string; costCentre: string };

/** One attempt at placing the order, whatever the checkout: its cart, key, delivery and payment. */
export type OrderAttempt = {
  cart: string;
  idempotencyKey: string;
  shipping: string;
  payment: PlaceOrderBody['payment'];
};

/** Where the order goes, chosen in the delivery step (and its CEP, which the quote prices). */
export type DeliveryChoiceProps<Target> = {
  customer: SessionCustomerView;
  order: Order;
  chosen: Target | null;
  onChoose: (target: Target) => void;
  error?: string;
};

/** A step this checkout adds between the e-mail and the delivery (the portal's references). */
export type ReferencesStepProps = {
  /** A reference's field of the checkout form (useCheckout): id, name, ref and handlers. */
  control: (field: keyof OrderReferences) => ContractControlProps;
  errors: Partial<Record<keyof OrderReferences, string>>;
};

/**
 * What differs between the store's checkout and a corporate portal's (issue 26 item 3): where the
 * shopper logs in, goes back to the cart and lands after placing; where an order can go and how
 * that is chosen; the calls that quote and place it. The steps and `useCheckout` are the same.
 */
export type CheckoutStrategy<Target> = {
  loginUrl: string;
  cartUrl: string;
  successUrl: (result: CheckoutResult) => string;
  /** The target chosen until the shopper picks one, and the CEP the quote prices for it. */
  useDelivery: (
    order: Order,
    chosen: Target | null,
  ) => { target: Target | null; zipcode: string | null };
  DeliveryChoice: ComponentType<DeliveryChoiceProps<Target>>;
  /** The portal's purchase-order and cost-centre step; the store has none. */
  References?: ComponentType<ReferencesStepProps>;
  /** The message key of why nothing can be ordered here at all, if so. */
  unavailable?: 'portalNoCompanies';
  quoteRequest: (
    cart: string,
    target: Target,
    shipping: { shipping?: string },
  ) => CheckoutQuoteRequest;
  placeRequest: (
    attempt: OrderAttempt,
    target: Target,
    references: OrderReferences,
  ) => PlaceOrderRequest;
};

/**
 * A strategy as the steps hold it: they never look inside a delivery target, only hand the one
 * the strategy gave them back to it, so its own type is checked where the strategy is written.
 */
export type AnyCheckoutStrategy = CheckoutStrategy<object>;
const erased = <Target extends object>(strategy: CheckoutStrategy<Target>) =>
  strategy as unknown as AnyCheckoutStrategy;

/** The store's own delivery: one of the customer's addresses, by id. */
type AddressTarget = { address: number };

/**
 * The store's `/onestepcheckout`: delivery to one of the customer's addresses (the cart's CEP's,
 * else the main one, else the first), the affiliate whose link brought the shopper, the success page.
 */
export const storeCheckout = erased<AddressTarget>({
  loginUrl: withRedirect('/onestepcheckout/login', '/onestepcheckout'),
  cartUrl: '/onestepcheckout/carrinho',
  successUrl: (result) => `/onestepcheckout/success/${result.order.id}`,
  useDelivery(order, chosen) {
    const list = useQuery(addressesQuery()).data;
    const cartCep = order.shipment?.zipcode ?? null;
    const id =
      chosen?.address ??
      (list?.length
        ? (list.find((a) => a.zipcode === cartCep) ?? list.find((a) => a.isDefault) ?? list[0]!).id
        : null);
    return {
      target: id === null ? null : { address: id },
      zipcode: list?.find((a) => a.id === id)?.zipcode ?? null,
    };
  },
  DeliveryChoice: ({ customer, order, chosen, onChoose, error }) => (
    <CheckoutAddress
      customer={customer}
      chosen={chosen?.address ?? null}
      onChoose={(address) => onChoose({ address })}
      cartZipcode={order.shipment?.zipcode ?? null}
      error={error}
    />
  ),
  quoteRequest: (cart, target, shipping) => ({ body: { cart, ...target, ...shipping } }),
  placeRequest: (attempt, target) => ({ body: { ...attempt, ...target, ...storedAffiliate() } }),
});

/**
 * A corporate portal's `/checkout`: delivery to an address of one of the group's companies (the
 * first at first), the buyer's references, the portal's own login, cart and order pages.
 */
export function portalCheckout(portal: PortalCheckout): AnyCheckoutStrategy {
  const first = portal.companies.find((c) => c.addresses.length > 0);
  return erased<PortalDeliveryChoice>({
    loginUrl: portal.url,
    cartUrl: portal.cartUrl,
    successUrl: (result) => `${portal.url}/pedidos/${result.order.number}?novo=1`,
    useDelivery: (_order, chosen) => {
      const target =
        chosen ??
        (first ? { company: first.id, address: 0, zipcode: first.addresses[0]!.zipcode } : null);
      return { target, zipcode: target?.zipcode.replace(/\D/g, '') ?? null };
    },
    DeliveryChoice: ({ chosen, onChoose, error }) => (
      <PortalDelivery
        companies={portal.companies}
        chosen={chosen}
        onChoose={onChoose}
        error={error}
      />
    ),
    References: PortalReferences,
    // A portal order goes to one of the group's addresses: without any, there is nothing to choose.
    unavailable: first ? undefined : 'portalNoCompanies',
    quoteRequest: (cart, target, shipping) => ({
      portal: portal.customer,
      body: { cart, ...target, ...shipping },
    }),
    placeRequest: (attempt, target, references) => ({
      portal: portal.customer,
      body: { ...attempt, ...target, ...references },
    }),
  });
}

/** The affiliate whose link brought the shopper, kept by the cart on arrival. */
function storedAffiliate(): { affiliateId?: string } {
  try {
    const id = localStorage.getItem(AFFILIATE_STORAGE_KEY);
    return id ? { affiliateId: id } : {};
  } catch {
    return {};
  }
}
