import { z } from 'zod';
import {
  adminAttribute,
  adminAttributeBody,
  adminAttributeParams,
  adminCategory,
  adminCategoryBody,
  adminCategoryOrderBody,
  adminCategoryParams,
} from './back-office-catalog';
import { adminCoupon, adminCouponBody, adminCouponParams } from './back-office-coupons';
import { endpoints } from './endpoints';
import type { Operation } from './operations';

/**
 * The back-office's category tree, attributes and coupons: for the owner and catalog operators, or a
 * store key with the catalog scope; 401 without a caller, 404 for one without the right. Every
 * change is audited and the storefront's menu, listings, filters and search follow at once.
 */
export const backOfficeCatalogOperations = {
  listAdminCategories: {
    ...endpoints.listAdminCategories,
    summary:
      'Every category of the store, hidden ones too, parents before their children, with its URL and the count of products in it',
    response: z.array(adminCategory),
    security: 'backOffice',
  },
  createAdminCategory: {
    ...endpoints.createAdminCategory,
    summary:
      "A new category (name, slug, description, parentId or null for the top, visible), last among its siblings; its URL is its parent's plus its slug. 422 on each field: required ones, a slug not in lowercase words, an unknown parent, a URL another product, category or page holds",
    body: adminCategoryBody,
    response: adminCategory,
    security: 'backOffice',
  },
  updateAdminCategory: {
    ...endpoints.updateAdminCategory,
    summary:
      'Renames, describes, hides, re-slugs or moves a category. A new URL moves those of its subcategories too, each leaving a permanent redirect at the old one. 422 as POST, and for a parent inside the category itself',
    params: adminCategoryParams,
    body: adminCategoryBody,
    response: adminCategory,
    security: 'backOffice',
  },
  orderAdminCategories: {
    ...endpoints.orderAdminCategories,
    summary:
      "The children of one parent (null: the top level) in a new order, the menu's. 422 when ids are not exactly that parent's children",
    body: adminCategoryOrderBody,
    response: z.array(adminCategory),
    security: 'backOffice',
  },
  listAdminAttributes: {
    ...endpoints.listAdminAttributes,
    summary:
      "The store's attributes in their order, with their options and how many products have each",
    response: z.array(adminAttribute),
    security: 'backOffice',
  },
  createAdminAttribute: {
    ...endpoints.createAdminAttribute,
    summary:
      "A new attribute: code (lowercase, digits, '-' or '_'; it names the filter in listing URLs), name, type (select or text), filterable, isList, sortOrder and its options in order. 422 on each field: a code taken, options repeated, a select without options",
    body: adminAttributeBody,
    response: adminAttribute,
    security: 'backOffice',
  },
  updateAdminAttribute: {
    ...endpoints.updateAdminAttribute,
    summary:
      'Saves an attribute and its options in order: an option with its id is renamed in place, one without is added, one left out is removed unless a product has it (422, nothing written). The code and type stay as created',
    params: adminAttributeParams,
    body: adminAttributeBody,
    response: adminAttribute,
    security: 'backOffice',
  },
  listAdminCoupons: {
    ...endpoints.listAdminCoupons,
    summary:
      "The store's coupons, newest first, each with its state (active, scheduled, expired, inactive, usedUp) and its uses (placed orders, not canceled)",
    response: z.array(adminCoupon),
    security: 'backOffice',
  },
  createAdminCoupon: {
    ...endpoints.createAdminCoupon,
    summary:
      "A new coupon: code (kept in capitals, unique in the store), discountType percentual (value 1-100) or fixed (value in reais), startsAt and expiresAt ('2026-11-27T00:00' in São Paulo's time, an ISO instant, or empty), active, minSubtotal, usageLimit, perCustomerLimit (empty: none), firstPurchaseOnly, productSkus and categoryIds it is restricted to (empty: the whole cart). 422 on each field",
    body: adminCouponBody,
    response: adminCoupon,
    security: 'backOffice',
  },
  updateAdminCoupon: {
    ...endpoints.updateAdminCoupon,
    summary: 'Saves a coupon as POST takes it; carts and checkouts use it as it now is',
    params: adminCouponParams,
    body: adminCouponBody,
    response: adminCoupon,
    security: 'backOffice',
  },
} as const satisfies Record<string, Operation>;
