import { z } from 'zod';
import { checkoutQuote, checkoutResult } from './checkout';
import { endpoints } from './endpoints';
import type { Operation } from './operations';
import {
  portalAuditEntry,
  portalBuyer,
  portalBuyerCreateBody,
  portalBuyersQuery,
  portalBuyerUpdateBody,
  portalCompany,
  portalCompanyBody,
  portalItemParams,
  portalOrderDetail,
  portalOrderParams,
  portalOrderSummary,
  portalCheckoutQuoteBody,
  portalParams,
  portalPlaceOrderBody,
  skuListBody,
  skuListResult,
} from './portal';

const adminOnly =
  "The portal group administrator's only (the user whose id is the group's adminCustomer.id): 401 without a session; 404 'Portal não encontrado.' for anyone else, a portal that does not exist or another store's";

/** The corporate portal's administration (issue 8): Compradores, Empresas and their audit log. */
export const portalOperations = {
  listPortalBuyers: {
    ...endpoints.listPortalBuyers,
    summary: `Compradores: the group's buyers by name; search matches name, e-mail or CPF. ${adminOnly}`,
    params: portalParams,
    query: portalBuyersQuery,
    response: z.array(portalBuyer),
  },
  createPortalBuyer: {
    ...endpoints.createPortalBuyer,
    summary: `Adds a buyer (name, e-mail, CPF, phone, password: the validation texts of SPEC.md section 5; an e-mail or CPF the store already has is a field error); recorded in the audit log. ${adminOnly}`,
    params: portalParams,
    body: portalBuyerCreateBody,
    response: portalBuyer,
  },
  updatePortalBuyer: {
    ...endpoints.updatePortalBuyer,
    summary: `Changes a buyer's name, e-mail, CPF and phone; active false deactivates (their sessions end; they can no longer log in), true reactivates; the administrator stays active. Recorded in the audit log. 404 for a buyer of another group. ${adminOnly}`,
    params: portalItemParams,
    body: portalBuyerUpdateBody,
    response: portalBuyer,
  },
  listPortalCompanies: {
    ...endpoints.listPortalCompanies,
    summary: `Empresas: the group's companies (name, CNPJ numeric or alphanumeric, state registration, addresses). ${adminOnly}`,
    params: portalParams,
    response: z.array(portalCompany),
  },
  createPortalCompany: {
    ...endpoints.createPortalCompany,
    summary: `Adds a company (name, CNPJ with its check digits, optional state registration, 1 to 10 addresses); recorded in the audit log. ${adminOnly}`,
    params: portalParams,
    body: portalCompanyBody,
    response: portalCompany,
  },
  updatePortalCompany: {
    ...endpoints.updatePortalCompany,
    summary: `Changes a company of the group (404 for another group's); recorded in the audit log. ${adminOnly}`,
    params: portalItemParams,
    body: portalCompanyBody,
    response: portalCompany,
  },
  addSkuListToCart: {
    ...endpoints.addSkuListToCart,
    summary:
      "Order by SKU list: text holds `SKU;quantity` lines (`,` or tab also read, a header row skipped; at most 20 products and 10 units each); the good lines go into cart (the buyer's open cart) or a new cart. Answers the cart and every line left out with its number and reason ('Linha 2: SKU X não encontrado.'); 422 with those reasons when no line could be added. Any user of the portal (401 without a session; the portal's 404 for anyone else)",
    params: portalParams,
    body: skuListBody,
    response: skuListResult,
  },
  listPortalOrders: {
    ...endpoints.listPortalOrders,
    summary:
      "Meus Pedidos of the portal, newest first: the whole company's orders for the group administrator, a buyer's own for a buyer; each with its status, total, buyer, company, purchase-order number and cost centre (401 without a session; the portal's 404 for anyone else)",
    params: portalParams,
    response: z.array(portalOrderSummary),
  },
  getPortalOrder: {
    ...endpoints.getPortalOrder,
    summary:
      "One order of the portal by its number, as GET /portal/{customer}/orders would list it, with its items, totals, address and charge; 404 'Pedido não encontrado!' for an order outside the caller's scope",
    params: portalOrderParams,
    response: portalOrderDetail,
  },
  quotePortalCheckout: {
    ...endpoints.quotePortalCheckout,
    summary:
      "The portal checkout's review for the buyer's cart delivered to one of the group's companies at one of its addresses (company id, address index): shipping options and totals by method, priced as the order will be; 422 'Escolha uma empresa e um endereço de entrega.' for a company or address that is not the group's. Any user of the portal (401 without a session; the portal's 404 for anyone else)",
    params: portalParams,
    body: portalCheckoutQuoteBody,
    response: checkoutQuote,
  },
  placePortalOrder: {
    ...endpoints.placePortalOrder,
    summary:
      "Places the buyer's cart as an order of the portal, as POST /sale/checkout does (server prices, stock, charge, idempotencyKey), delivered to and billed to the company chosen, with the optional purchaseOrder and costCentre (up to 40 characters each). Any user of the portal (401 without a session; the portal's 404 for anyone else)",
    params: portalParams,
    body: portalPlaceOrderBody,
    response: checkoutResult,
  },
  reorderPortalOrder: {
    ...endpoints.reorderPortalOrder,
    summary:
      "Re-order: the lines of an order in the caller's scope (as GET /portal/{customer}/orders/{number}) go into cart (the buyer's open cart) or a new cart at today's prices; a product no longer available is told by name and left out (problems); 422 when none is. 404 'Pedido não encontrado!' outside the caller's scope",
    params: portalOrderParams,
    body: z.object({ cart: z.string().trim().max(64).optional() }).strict(),
    response: skuListResult,
  },
  listPortalAudit: {
    ...endpoints.listPortalAudit,
    summary: `The administration's last 100 changes, newest first: when, who, what (the changed fields, before and after; never a password). ${adminOnly}`,
    params: portalParams,
    response: z.array(portalAuditEntry),
  },
} as const satisfies Record<string, Operation>;
