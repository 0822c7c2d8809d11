import { z } from 'zod';
import {
  adminOrder,
  adminOrderActionBody,
  adminOrderList,
  adminOrderListQuery,
} from './back-office';
import {
  adminProduct,
  adminProductBody,
  adminProductBulkBody,
  adminProductList,
  adminProductListQuery,
  adminProductParams,
  adminProductUpdateBody,
  adminProductMedia,
  arrangeMediasBody,
  productMediaParams,
  priceCampaign,
  priceCampaignBody,
  priceCampaignParams,
} from './back-office-products';
import { operatorActionParams } from './operator';
import { orderNumberParams } from './orders';
import { endpoints } from './endpoints';
import type { Operation } from './operations';

/**
 * The back-office's orders, products, their photos and price campaigns: for the roles and store
 * keys whose areas name them; 401 without a caller, 404 for one without the area. Every change is
 * audited and the storefront follows at once.
 */
export const backOfficeSalesOperations = {
  listAdminOrders: {
    ...endpoints.listAdminOrders,
    summary:
      "The store's placed orders, 25 a page, newest first: filters status, from/to (São Paulo days), method (pix, billet, creditCard), channel (store, portal), company (a portal company's id) and q (number, customer name, e-mail or CPF/CNPJ); sort number, placedAt, total, status or customer, dir asc or desc. For the owner and orders operators, or a key with the orders scope; 401 without a caller, 404 for one without the right. The same filters at /admin/orders/export answer a CSV file",
    query: adminOrderListQuery,
    response: adminOrderList,
    security: 'backOffice',
  },
  getAdminOrder: {
    ...endpoints.getAdminOrder,
    summary:
      'One placed order: lines at the prices charged, customer, addresses, charges, tracking, timeline with actors, and the actions the status machine allows now',
    params: orderNumberParams,
    response: adminOrder,
    security: 'backOffice',
  },
  changeAdminOrder: {
    ...endpoints.changeAdminOrder,
    summary:
      "Approve, ship (carrier and trackingCode required: stored, shown in Meus pedidos and e-mailed), complete, cancel (units not shipped go back on sale) or refund an order; recorded in its history and the audit log. 409 with the rule's reason when the status does not allow it, 422 on the shipping fields; nothing changes then",
    params: operatorActionParams,
    body: adminOrderActionBody,
    response: adminOrder,
    security: 'backOffice',
  },
  listAdminProducts: {
    ...endpoints.listAdminProducts,
    summary:
      "The store's products, hidden ones too, 25 a page: q (name or SKU), category (id), type, stock (in, out), visible (yes, no); sort name, sku, price, stock or updatedAt, dir asc or desc. For the owner and catalog operators, or a key with the catalog scope; 401 without a caller, 404 for one without the right",
    query: adminProductListQuery,
    response: adminProductList,
    security: 'backOffice',
  },
  createAdminProduct: {
    ...endpoints.createAdminProduct,
    summary:
      "A new product (prices in reais, as numbers or as '2.699,90'). 422 on each field: required ones, SKU or URL another record of the store has, a 'Por' price above the 'De' price, a cash price above the 'Por' price, an unknown category. The description's HTML is sanitized. Optional lists, each replacing the stored one when sent and kept when left out: attributes (attributeId with optionId or text), addons (sku of an addon product, kind warranty or service, priceType fixed, percent or price_range with value or rates), bundleGroups (bundles only; name, options by sku with quantity and exactly one isDefault), crossSells (sku), seals, downloads (kind, title, url); a row naming what the store has not is a 422 on that row. The storefront's pages, listings, search and sitemap show it at once",
    body: adminProductBody,
    response: adminProduct,
    security: 'backOffice',
  },
  getAdminProduct: {
    ...endpoints.getAdminProduct,
    summary: 'A product as the editor loads it, with its version and its pending stock alerts',
    params: adminProductParams,
    response: adminProduct,
    security: 'backOffice',
  },
  updateAdminProduct: {
    ...endpoints.updateAdminProduct,
    summary:
      "Saves a product against the version it was read at: 409 'Outra pessoa alterou este produto…' when it changed since (nothing written). A new URL leaves a permanent redirect at the old one; stock back from 0 e-mails every pending stock alert once. 422 as POST",
    params: adminProductParams,
    body: adminProductUpdateBody,
    response: adminProduct,
    security: 'backOffice',
  },
  duplicateAdminProduct: {
    ...endpoints.duplicateAdminProduct,
    summary: 'A hidden copy of a product with a new SKU and URL, no stock, the same categories',
    params: adminProductParams,
    response: adminProduct,
    security: 'backOffice',
  },
  changeAdminProducts: {
    ...endpoints.changeAdminProducts,
    summary:
      "One change to many products, all or none: show, hide, move (to one category) or reprice (percent, -90 to 500; 'De', 'Por' and cash prices move together). 422 when an id is not the store's",
    body: adminProductBulkBody,
    response: z.object({ changed: z.number().int() }),
    security: 'backOffice',
  },
  addProductMedia: {
    ...endpoints.addProductMedia,
    summary:
      "Multipart form data: file (a JPG, PNG or WebP photo by its bytes, 10 MB at most; 12 photos a product) and alt (what it shows). Added last; answers the product's photos in their order",
    params: adminProductParams,
    response: z.array(adminProductMedia),
    security: 'backOffice',
  },
  arrangeProductMedias: {
    ...endpoints.arrangeProductMedias,
    summary:
      "Every photo of the product in its new order (the first is the main one), each with its alt text; 422 when the list is not the product's photos",
    params: adminProductParams,
    body: arrangeMediasBody,
    response: z.array(adminProductMedia),
    security: 'backOffice',
  },
  removeProductMedia: {
    ...endpoints.removeProductMedia,
    summary: "A photo off the product; answers the product's photos",
    params: productMediaParams,
    response: z.array(adminProductMedia),
    security: 'backOffice',
  },
  listPriceCampaigns: {
    ...endpoints.listPriceCampaigns,
    summary: "A product's campaign prices, the latest first, with their status",
    params: adminProductParams,
    response: z.array(priceCampaign),
    security: 'backOffice',
  },
  schedulePriceCampaign: {
    ...endpoints.schedulePriceCampaign,
    summary:
      "A campaign price (finalPrice, inCashPrice or empty) from startsAt to endsAt ('2026-11-27T00:00' in São Paulo's time, or an ISO instant). It goes on and off by itself, on every instance, with the storefront's caches revalidated then. 422 when it ends before it starts or in the past, is above the 'De' price, or overlaps another campaign of the product",
    params: adminProductParams,
    body: priceCampaignBody,
    response: priceCampaign,
    security: 'backOffice',
  },
  cancelPriceCampaign: {
    ...endpoints.cancelPriceCampaign,
    summary:
      'Calls a scheduled or running campaign off; a running one gives the product its prices back at once',
    params: priceCampaignParams,
    response: priceCampaign,
    security: 'backOffice',
  },
} as const satisfies Record<string, Operation>;
