/**
 * Where each call of the API lives: its method and path template, and nothing else. The
 * operations registry (operations.ts) spreads these into each operation with its zod contracts;
 * the browser's client (lib/api-client/client.ts) imports only this map, so a page that makes one
 * call does not carry every schema of the API (docs/adr/0020c). Server code, scripts and the
 * benchmark build their URLs here too, with apiPath: no other module spells an `/api` path.
 */

export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path under API_BASE, with `{name}` for each path parameter. */
  path: string;
};

/** Where the API is mounted (app/api/). */
export const API_BASE = '/api';

export const endpoints = {
  // The store, its catalogue and content
  getCompany: { method: 'GET', path: '/company' },
  listCategories: { method: 'GET', path: '/catalog/category' },
  listAttributes: { method: 'GET', path: '/catalog/attribute' },
  listCrossSells: { method: 'GET', path: '/catalog/product/{id}/crossSellProducts' },
  createStockAlert: { method: 'POST', path: '/catalog/productAlertStock' },
  resolveRoute: { method: 'GET', path: '/router' },
  searchProducts: { method: 'GET', path: '/search/query' },
  listContent: { method: 'GET', path: '/content' },
  subscribeNewsletter: { method: 'POST', path: '/customer/newsletter' },
  getContactForm: { method: 'GET', path: '/contactform/{id}' },
  sendContactMessage: { method: 'POST', path: '/contactform/contact' },
  requestClickToCall: { method: 'POST', path: '/click-to-call' },
  reportWebVital: { method: 'POST', path: '/vitals' },

  // The customer's session and data
  listCustomerAttributes: { method: 'GET', path: '/customer/attribute' },
  logIn: { method: 'POST', path: '/customer/auth' },
  getCurrentCustomer: { method: 'GET', path: '/customer/auth/me' },
  logOut: { method: 'DELETE', path: '/customer/auth' },
  registerCustomer: { method: 'POST', path: '/customer/register' },
  getCustomerData: { method: 'GET', path: '/customer/account' },
  updateCustomerData: { method: 'PUT', path: '/customer/account' },
  changePassword: { method: 'PUT', path: '/customer/account/password' },
  requestPasswordRecovery: { method: 'POST', path: '/customer/recovery' },
  resetPassword: { method: 'POST', path: '/customer/recovery/{token}' },

  // The account area (account-operations.ts)
  listAddresses: { method: 'GET', path: '/customer/addresses' },
  createAddress: { method: 'POST', path: '/customer/addresses' },
  getAddress: { method: 'GET', path: '/customer/addresses/{id}' },
  updateAddress: { method: 'PUT', path: '/customer/addresses/{id}' },
  deleteAddress: { method: 'DELETE', path: '/customer/addresses/{id}' },
  listReviewableProducts: { method: 'GET', path: '/customer/reviews' },
  getReviewableProduct: { method: 'GET', path: '/customer/reviews/{productId}' },
  saveReview: { method: 'PUT', path: '/customer/reviews/{productId}' },
  listCustomerFiles: { method: 'GET', path: '/customer/files' },
  uploadCustomerFile: { method: 'POST', path: '/customer/files' },
  downloadCustomerFile: { method: 'GET', path: '/customer/files/{id}' },
  deleteCustomerFile: { method: 'DELETE', path: '/customer/files/{id}' },
  getUserGuide: { method: 'GET', path: '/customer/user-guide' },
  listCustomerOrders: { method: 'GET', path: '/customer/orders' },
  getCustomerOrder: { method: 'GET', path: '/customer/orders/{number}' },
  listCustomerFavourites: { method: 'GET', path: '/customer/favorites' },
  mergeCustomerFavourites: { method: 'PUT', path: '/customer/favorites' },
  deleteCustomerFavourite: { method: 'DELETE', path: '/customer/favorites/{productId}' },

  // Cart, shipping and checkout
  createCart: { method: 'POST', path: '/sale/order' },
  getCart: { method: 'GET', path: '/sale/order/{id}' },
  changeCart: { method: 'POST', path: '/sale/order/{id}' },
  recordCartUtm: { method: 'PUT', path: '/sale/order/{id}' },
  viewGuestOrder: { method: 'POST', path: '/sale/order/guest/view' },
  shareCart: { method: 'POST', path: '/sale/quote' },
  quoteShipping: { method: 'GET', path: '/shipping/quote' },
  lookupCep: { method: 'GET', path: '/shipping/cep/{zipcode}' },
  placeOrder: { method: 'POST', path: '/sale/checkout' },
  quoteCheckout: { method: 'POST', path: '/sale/checkout/quote' },
  getCheckoutResult: { method: 'GET', path: '/sale/checkout/{orderId}' },

  // The corporate portal (portal-operations.ts)
  listPortalBuyers: { method: 'GET', path: '/portal/{customer}/buyers' },
  createPortalBuyer: { method: 'POST', path: '/portal/{customer}/buyers' },
  updatePortalBuyer: { method: 'PUT', path: '/portal/{customer}/buyers/{id}' },
  listPortalCompanies: { method: 'GET', path: '/portal/{customer}/companies' },
  createPortalCompany: { method: 'POST', path: '/portal/{customer}/companies' },
  updatePortalCompany: { method: 'PUT', path: '/portal/{customer}/companies/{id}' },
  addSkuListToCart: { method: 'POST', path: '/portal/{customer}/cart/sku-list' },
  listPortalOrders: { method: 'GET', path: '/portal/{customer}/orders' },
  getPortalOrder: { method: 'GET', path: '/portal/{customer}/orders/{number}' },
  quotePortalCheckout: { method: 'POST', path: '/portal/{customer}/checkout/quote' },
  placePortalOrder: { method: 'POST', path: '/portal/{customer}/checkout' },
  reorderPortalOrder: { method: 'POST', path: '/portal/{customer}/orders/{number}/reorder' },
  listPortalAudit: { method: 'GET', path: '/portal/{customer}/audit' },

  // The operator API (a store's key, not a shopper's session)
  getOperatorOrder: { method: 'GET', path: '/operator/orders/{number}' },
  changeOperatorOrder: { method: 'POST', path: '/operator/orders/{number}/{action}' },
  changeOperatorProduct: { method: 'PATCH', path: '/operator/products/{id}' },

  // The back-office (an operator's session at the store's /admin, or a store key with scopes)
  logInOperator: { method: 'POST', path: '/admin/session' },
  getOperatorSession: { method: 'GET', path: '/admin/session' },
  logOutOperator: { method: 'DELETE', path: '/admin/session' },
  listAuditLog: { method: 'GET', path: '/admin/audit' },
  listStoreOperators: { method: 'GET', path: '/admin/operators' },
  addStoreOperator: { method: 'POST', path: '/admin/operators' },
  changeStoreOperator: { method: 'PATCH', path: '/admin/operators/{id}' },
  listStoreApiKeys: { method: 'GET', path: '/admin/keys' },
  issueStoreApiKey: { method: 'POST', path: '/admin/keys' },
  revokeStoreApiKey: { method: 'DELETE', path: '/admin/keys/{id}' },
  getStoreSettings: { method: 'GET', path: '/admin/settings' },
  changeStoreSettings: { method: 'PATCH', path: '/admin/settings' },
  addStoreDomain: { method: 'POST', path: '/admin/settings/domains' },
  removeStoreDomain: { method: 'DELETE', path: '/admin/settings/domains/{domain}' },
  listInbox: { method: 'GET', path: '/admin/inbox' },
  changeInboxItem: { method: 'PATCH', path: '/admin/inbox/{kind}/{id}' },
  eraseInboxPerson: { method: 'POST', path: '/admin/inbox/erase' },
  listPages: { method: 'GET', path: '/admin/pages' },
  createPage: { method: 'POST', path: '/admin/pages' },
  getPage: { method: 'GET', path: '/admin/pages/{id}' },
  savePageDraft: { method: 'PUT', path: '/admin/pages/{id}/draft' },
  publishPage: { method: 'POST', path: '/admin/pages/{id}/publish' },
  cancelPageSchedule: { method: 'DELETE', path: '/admin/pages/{id}/schedule' },
  listPageVersions: { method: 'GET', path: '/admin/pages/{id}/versions' },
  restorePageVersion: { method: 'POST', path: '/admin/pages/{id}/versions/{version}/restore' },
  listAdminPopups: { method: 'GET', path: '/admin/popups' },
  createAdminPopup: { method: 'POST', path: '/admin/popups' },
  updateAdminPopup: { method: 'PUT', path: '/admin/popups/{id}' },
  deleteAdminPopup: { method: 'DELETE', path: '/admin/popups/{id}' },
  previewAdminPopup: { method: 'POST', path: '/admin/popups/preview' },
  listAdminContactForms: { method: 'GET', path: '/admin/forms' },
  createAdminContactForm: { method: 'POST', path: '/admin/forms' },
  updateAdminContactForm: { method: 'PUT', path: '/admin/forms/{id}' },
  deleteAdminContactForm: { method: 'DELETE', path: '/admin/forms/{id}' },
  listAdminOrders: { method: 'GET', path: '/admin/orders' },
  getAdminOrder: { method: 'GET', path: '/admin/orders/{number}' },
  changeAdminOrder: { method: 'POST', path: '/admin/orders/{number}/{action}' },
  listAdminProducts: { method: 'GET', path: '/admin/products' },
  createAdminProduct: { method: 'POST', path: '/admin/products' },
  getAdminProduct: { method: 'GET', path: '/admin/products/{id}' },
  updateAdminProduct: { method: 'PUT', path: '/admin/products/{id}' },
  duplicateAdminProduct: { method: 'POST', path: '/admin/products/{id}/duplicate' },
  changeAdminProducts: { method: 'POST', path: '/admin/products/bulk' },
  addProductMedia: { method: 'POST', path: '/admin/products/{id}/medias' },
  arrangeProductMedias: { method: 'PUT', path: '/admin/products/{id}/medias' },
  removeProductMedia: { method: 'DELETE', path: '/admin/products/{id}/medias/{media}' },
  listPriceCampaigns: { method: 'GET', path: '/admin/products/{id}/campaigns' },
  schedulePriceCampaign: { method: 'POST', path: '/admin/products/{id}/campaigns' },
  cancelPriceCampaign: { method: 'DELETE', path: '/admin/products/{id}/campaigns/{campaign}' },
  listAdminCategories: { method: 'GET', path: '/admin/categories' },
  createAdminCategory: { method: 'POST', path: '/admin/categories' },
  updateAdminCategory: { method: 'PUT', path: '/admin/categories/{id}' },
  orderAdminCategories: { method: 'PUT', path: '/admin/categories/order' },
  listAdminAttributes: { method: 'GET', path: '/admin/attributes' },
  createAdminAttribute: { method: 'POST', path: '/admin/attributes' },
  updateAdminAttribute: { method: 'PUT', path: '/admin/attributes/{id}' },
  listAdminCoupons: { method: 'GET', path: '/admin/coupons' },
  createAdminCoupon: { method: 'POST', path: '/admin/coupons' },
  updateAdminCoupon: { method: 'PUT', path: '/admin/coupons/{id}' },

  // Outside the store API's contract, and so not in operations.ts nor the OpenAPI document: the
  // document itself, the payment providers' notifications (their bodies are the providers'), the
  // sandbox provider's card tokenization (its own origin), two development tools and the
  // instances' probes (any host).
  getOpenApiDocument: { method: 'GET', path: '/openapi.json' },
  tokenizeSandboxCard: { method: 'POST', path: '/payments/sandbox/tokens' },
  sandboxWebhook: { method: 'POST', path: '/payments/sandbox/webhook' },
  mercadoPagoWebhook: { method: 'POST', path: '/payments/mercadopago/webhook' },
  pagSeguroWebhook: { method: 'POST', path: '/payments/pagseguro/webhook' },
  settleSandboxCharge: { method: 'POST', path: '/dev/payments' },
  mintSocialTestToken: { method: 'GET', path: '/dev/social-token' },
  getHealth: { method: 'GET', path: '/health' },
  // The job runner's call (its own server's, or an outside cron's with JOBS_SECRET).
  runJobs: { method: 'POST', path: '/jobs/run' },
  // A CSV file, not the envelope: the back-office's order list as it is filtered.
  exportAdminOrders: { method: 'GET', path: '/admin/orders/export' },
  // The catalog's CSV: a file out, a file in (a check, or NDJSON progress while it applies).
  exportAdminProducts: { method: 'GET', path: '/admin/products/export' },
  importAdminProducts: { method: 'POST', path: '/admin/products/import' },
  // A CSV file: the inbox as it is filtered.
  exportInbox: { method: 'GET', path: '/admin/inbox/export' },
  getReadiness: { method: 'GET', path: '/ready' },
} as const satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof endpoints;

/** The names of a path template's parameters: '/portal/{customer}/buyers/{id}' → 'customer' | 'id'. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

export type PathParams<Id extends EndpointId> = Record<
  PathParamNames<(typeof endpoints)[Id]['path']>,
  string | number
>;

/**
 * The URL path of an endpoint, under API_BASE, with each `{name}` replaced by its parameter
 * (encoded): apiPath('getCart', { id: 'a1' }) → '/api/sale/order/a1'. A parameter missing at run
 * time (the types ask for each one) throws rather than calling a wrong URL.
 */
export function apiPath<Id extends EndpointId>(
  id: Id,
  ...[params]: PathParamNames<(typeof endpoints)[Id]['path']> extends never
    ? [params?: undefined]
    : [params: PathParams<Id>]
): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  return (
    API_BASE +
    endpoints[id].path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined || value === '') throw new Error(`${id}: no ${name} given`);
      return encodeURIComponent(String(value));
    })
  );
}
