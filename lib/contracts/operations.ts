import { z } from 'zod';
import { accountOperations } from './account-operations';
import { endpoints, type Endpoint } from './endpoints';
import { cepAddress, cepParams } from './addresses';
import {
  cartIdParams,
  cartUtmBody,
  changeCartBody,
  createCartBody,
  order,
  shareCartBody,
  sharedCartLink,
  shippingQuote,
  shippingQuoteQuery,
} from './cart';
import {
  attribute,
  attributeListQuery,
  category,
  categoryListQuery,
  crossSellItem,
  productIdParams,
} from './catalog';
import { company, companyQuery } from './company';
import { clickToCallBody, contactForm, contactFormParams, contactMessageBody } from './contact';
import {
  currentSession,
  customerAttribute,
  customerDataBody,
  customerAttributeListQuery,
  customerSession,
  loginBody,
  recoveryBody,
  recoveryTokenParams,
  registerBody,
  resetPasswordBody,
} from './customer';
import {
  checkoutOrderParams,
  checkoutQuote,
  checkoutQuoteBody,
  checkoutResult,
  customerOrderDetail,
  placeOrderBody,
} from './checkout';
import { guestOrderBody, orderNumberParams, orderSummary, placedOrder } from './orders';
import {
  operatorActionParams,
  operatorOrder,
  operatorProduct,
  operatorProductParams,
  productChanges,
} from './operator';
import { portalOperations } from './portal-operations';
import { backOfficeCatalogOperations } from './back-office-catalog-operations';
import { backOfficeContentOperations } from './back-office-content-operations';
import { backOfficeSalesOperations } from './back-office-sales-operations';
import { backOfficeStoreOperations } from './back-office-store-operations';
import { adminOrderActionBody } from './back-office';
import { favouriteParams, favouritesList, favouritesMerge } from './favourites';
import { searchResult } from './listing';
import { newsletterBody } from './newsletter';
import { contentItem, contentListQuery } from './popups';
import { route, routerQuery } from './router';
import { searchQuery } from './search';
import { stockAlertForm } from './stock-alert';
import { webVitalBody } from './web-vitals';

/** A call of the store API: where it lives (endpoints.ts), what it does, and its contracts. */
export type Operation = Endpoint & {
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /**
   * storeApiKey: the operator API, the store is the one of the key, not of the host.
   * backOffice: an operator's session cookie at the store's host, or a store key with scopes.
   */
  security?: 'storeApiKey' | 'backOffice';
};

/**
 * Every call of the API (SPEC.md section 7) with its contract: route handlers take their input
 * schemas from here and /api/openapi.json is generated from it.
 */
export const operations = {
  getCompany: {
    ...endpoints.getCompany,
    summary: 'Store of a domain (content[0])',
    query: companyQuery,
    response: z.array(company),
  },
  listCategories: {
    ...endpoints.listCategories,
    summary: 'Category tree for the menu',
    query: categoryListQuery,
    response: z.array(category),
  },
  listAttributes: {
    ...endpoints.listAttributes,
    summary: 'Product attributes and their options',
    query: attributeListQuery,
    response: z.array(attribute),
  },
  listCustomerAttributes: {
    ...endpoints.listCustomerAttributes,
    summary: 'Customer attributes',
    query: customerAttributeListQuery,
    response: z.array(customerAttribute),
  },
  logIn: {
    ...endpoints.logIn,
    summary:
      "Log in by e-mail (login) or CPF/CNPJ (document) with the password, or instead with one social token: googleToken (a Google ID token for the store's client id) or facebookToken (a Facebook user access token of the store's app; refused when the store's app id is 'null'), also spelled accessTokenGoogle / accessTokenFacebook. A social login finds the store's customer by the verified e-mail or creates one with name and e-mail only (isCustomerDataComplete false). cart is the shopper's cart id, merged into the customer's (customer_cart). The token also comes as an HttpOnly cookie. 401 'Email ou senha inválidos.' (also a social login of a user who is not an active CUSTOMER) or 'Não foi possível entrar com o Google.' / 'com o Facebook.' for a token that does not hold; 429 after repeated failures",
    body: loginBody,
    response: customerSession,
  },
  getCurrentCustomer: {
    ...endpoints.getCurrentCustomer,
    summary: 'Silent re-login: the customer of the bearer token or session cookie (401 otherwise)',
    response: currentSession,
  },
  logOut: {
    ...endpoints.logOut,
    summary: 'Log out: the token is revoked and the session cookie cleared',
    response: z.null(),
  },
  registerCustomer: {
    ...endpoints.registerCustomer,
    summary:
      'Registration: name, email, password, personType (person with CPF, company with CNPJ, alphanumeric too), document, birthDate, phone; 201 with the session as at login; an e-mail or document already registered is a field error',
    body: registerBody,
    response: customerSession,
  },
  getCustomerData: {
    ...endpoints.getCustomerData,
    summary:
      "Meus Dados: the logged-in customer's own data and whether it is complete (401 without a session)",
    response: currentSession,
  },
  updateCustomerData: {
    ...endpoints.updateCustomerData,
    summary:
      "Meus Dados: name, email, document (CPF or CNPJ), birthDate, phone of the logged-in customer; another customer's e-mail or document is a field error",
    body: customerDataBody,
    response: currentSession,
  },
  requestPasswordRecovery: {
    ...endpoints.requestPasswordRecovery,
    summary:
      "E-mails a single-use link /user/recovery/{token} to the customer of this e-mail; the same answer ('Visualize seu email para recuperação de senha.') when there is none",
    body: recoveryBody,
    response: z.null(),
  },
  resetPassword: {
    ...endpoints.resetPassword,
    summary:
      'Sets a new password (6+ characters, a letter) with a recovery link not used nor expired; ends the sessions of the customer',
    params: recoveryTokenParams,
    body: resetPasswordBody,
    response: z.null(),
  },
  ...accountOperations,
  ...portalOperations,
  ...backOfficeCatalogOperations,
  resolveRoute: {
    ...endpoints.resolveRoute,
    summary: 'What a store URL is: content page, product or category',
    query: routerQuery,
    response: route,
  },
  listCrossSells: {
    ...endpoints.listCrossSells,
    summary: 'Products suggested beside a product (content[].crossSell)',
    params: productIdParams,
    response: z.array(crossSellItem),
  },
  createStockAlert: {
    ...endpoints.createStockAlert,
    summary: "Ask to be told by e-mail when a product is back in stock ('Avise-me quando chegar')",
    body: stockAlertForm,
    response: z.object({ id: z.number().int() }),
  },
  listContent: {
    ...endpoints.listContent,
    summary:
      "The store's active pop-ups (content items) of the given types: types=[modal-entry, modal-exit], also types=a,b, types[]=a&types[]=b or a repeated types; all types when absent. Their html is sanitized on the server; a malformed item is left out",
    query: contentListQuery,
    response: z.array(contentItem),
  },
  subscribeNewsletter: {
    ...endpoints.subscribeNewsletter,
    summary:
      'Newsletter sign-up: name, email, phone (WhatsApp), area_de_interesse, additionalInformation{whatsapp, occupation}. An e-mail already signed up updates its lead and answers the same success; 429 after repeated sign-ups from one address',
    body: newsletterBody,
    response: z.object({ id: z.number().int() }),
  },
  reportWebVital: {
    ...endpoints.reportWebVital,
    summary:
      "One Core Web Vital of a real visit (LCP, INP or CLS with its rating, the kind of page and the navigation), written to the store's log for its field data; sent by a sample of page loads; 429 after many reports from one address",
    body: webVitalBody,
    response: z.null(),
  },
  getContactForm: {
    ...endpoints.getContactForm,
    summary:
      "A contact form of this store by its id or its key (contato): fields with id, type (text, email, date, textarea, select), placeholder, required, size (of 12 columns) and options; another store's form is a 404",
    params: contactFormParams,
    response: contactForm,
  },
  sendContactMessage: {
    ...endpoints.sendContactMessage,
    summary:
      "A message through a contact form (contactForm is its id): fields [{id, value}] are checked against the stored form (required 'Campo {placeholder} obrigatório.', e-mail 'Campo {placeholder} não é um email válido.', dates, select options, lengths, no unknown field; 422 with the first failing message); stored and e-mailed to the store; 201 'Mensagem enviada com sucesso.'; 429 past 5 messages per address in 15 minutes",
    body: contactMessageBody,
    response: z.null(),
  },
  requestClickToCall: {
    ...endpoints.requestClickToCall,
    summary:
      "Call-me-back (multipart): target=support, areaCode ('Informe o DDD', at most 3 digits), phone ('Informe o número', 'Informe no máximo 10 dígitos'); stored and e-mailed to the store; 201 'Solicitação realizada com sucesso !'; 429 past 5 requests per address in 15 minutes",
    body: clickToCallBody,
    response: z.null(),
  },
  searchProducts: {
    ...endpoints.searchProducts,
    summary:
      'Free-text search (q, facet_filters, limit) or products by id (productIds comma-joined, status 1): content.products',
    query: searchQuery,
    response: searchResult,
  },
  createCart: {
    ...endpoints.createCart,
    summary:
      'A new cart (status new) with its first lines: items[n][product], quantity, parent (add-ons), additionalInformation (kit choice); priced on the server',
    body: createCartBody,
    response: order,
  },
  getCart: {
    ...endpoints.getCart,
    summary: 'The cart priced from the catalogue as it is now (404 when it no longer exists)',
    params: cartIdParams,
    response: order,
  },
  changeCart: {
    ...endpoints.changeCart,
    summary:
      'One change: add items; a line (id) with quantity, addons or bundle; remove a line (id, delete 1); coupon (coupon=delete removes it)',
    params: cartIdParams,
    body: changeCartBody,
    response: order,
  },
  listCustomerOrders: {
    ...endpoints.listCustomerOrders,
    summary:
      "Meus pedidos: the logged-in customer's placed orders, newest first (401 without a session)",
    response: z.array(orderSummary),
  },
  placeOrder: {
    ...endpoints.placeOrder,
    summary:
      "Places the customer's cart as an order: prices, shipping and totals recomputed on the server, stock reserved, the charge made (Pix code, boleto line or card result); the same idempotencyKey answers the same order; a declined card leaves the cart as it was (409)",
    body: placeOrderBody,
    response: checkoutResult,
  },
  quoteCheckout: {
    ...endpoints.quoteCheckout,
    summary:
      "The checkout's review for the customer's cart and one of their addresses: shipping options for its CEP and the totals by Pix/boleto and per card installment count, priced as the order will be",
    body: checkoutQuoteBody,
    response: checkoutQuote,
  },
  getCheckoutResult: {
    ...endpoints.getCheckoutResult,
    summary:
      "The success page's order and its charge (Pix code and QR, boleto line, card result), for the customer who placed it: 401 without a session, 404 for anyone else's (its existence is not revealed). Polled while a Pix or boleto awaits payment",
    params: checkoutOrderParams,
    response: checkoutResult,
  },
  getCustomerOrder: {
    ...endpoints.getCustomerOrder,
    summary:
      "One of the logged-in customer's placed orders by its number, with its latest charge (payment, null for an order without one) and the timeline with date and time (404 for anyone else's)",
    params: orderNumberParams,
    response: customerOrderDetail,
  },
  viewGuestOrder: {
    ...endpoints.viewGuestOrder,
    summary:
      "A placed order by its number (id) and the buyer's CPF/CNPJ (customerDocument), both matching; 404 'Pedido não encontrado!', 429 after repeated misses",
    body: guestOrderBody,
    response: placedOrder,
  },
  recordCartUtm: {
    ...endpoints.recordCartUtm,
    summary:
      'The campaign (utm[utmSource] ...) that brought the shopper; empty values are not stored',
    params: cartIdParams,
    body: cartUtmBody,
    response: z.null(),
  },
  shareCart: {
    ...endpoints.shareCart,
    summary: 'Share a cart by e-mail, Facebook or link: content.url opens a copy of its lines',
    body: shareCartBody,
    response: sharedCartLink,
  },
  quoteShipping: {
    ...endpoints.quoteShipping,
    summary:
      'Shipping methods for a CEP and products[n][product], products[n][quantity] (products[n][price] is ignored)',
    query: shippingQuoteQuery,
    response: z.array(shippingQuote),
  },
  lookupCep: {
    ...endpoints.lookupCep,
    summary:
      "The address of a CEP (street, district, city, state) from the CEP lookup; 404 'Erro ao buscar CEP' for a CEP that does not exist, 503 when the lookup cannot be made",
    params: cepParams,
    response: cepAddress,
  },
  listCustomerFavourites: {
    ...endpoints.listCustomerFavourites,
    summary: "The logged-in customer's favourite product ids, newest first (401 without a session)",
    response: favouritesList,
  },
  mergeCustomerFavourites: {
    ...endpoints.mergeCustomerFavourites,
    summary:
      "Adds product ids (newest first) to the customer's favourites, keeping what was there; answers the whole list. Only the store's visible products (422 otherwise, nothing stored)",
    body: favouritesMerge,
    response: favouritesList,
  },
  deleteCustomerFavourite: {
    ...endpoints.deleteCustomerFavourite,
    summary: "Removes a product from the customer's favourites; answers the whole list",
    params: favouriteParams,
    response: favouritesList,
  },
  getOperatorOrder: {
    ...endpoints.getOperatorOrder,
    summary:
      "Operator API: a placed order of the key's store by its number — status and its label, totals, payment method and group, every change with its time and actor. The key (Authorization: Bearer sk_… or X-Api-Key) decides the store, not the host; 401 without a valid key, 404 'Pedido não encontrado!' for a number the store does not have",
    params: orderNumberParams,
    response: operatorOrder,
    security: 'storeApiKey',
  },
  changeOperatorOrder: {
    ...endpoints.changeOperatorOrder,
    summary:
      "Operator API: approve, ship, complete, cancel or refund a placed order of the key's store (SPEC.md section 4; invoice is never allowed). The change is recorded with the actor operator:{key name} and e-mailed to the customer; a cancel before shipping puts the units back on sale. Answers the order as GET does; 409 'Não é possível enviar um pedido com situação Pendente.' when the rules forbid it (nothing changes), 401 and 404 as GET",
    params: operatorActionParams,
    body: adminOrderActionBody,
    response: operatorOrder,
    security: 'storeApiKey',
  },
  changeOperatorProduct: {
    ...endpoints.changeOperatorProduct,
    summary:
      "Operator API: change a product of the key's store (name, price, final price, stock, saleable, visible; prices in reais). Every instance shows the change at once: the product's page, the listings and its route are invalidated through the shared cache. Answers the product as it now is; 422 when the final price would exceed the price or a field is invalid (nothing changes), 401 without a valid key, 404 'Produto não encontrado' for a product the store does not have",
    params: operatorProductParams,
    body: productChanges,
    response: operatorProduct,
    security: 'storeApiKey',
  },
  ...backOfficeStoreOperations,
  ...backOfficeSalesOperations,
  ...backOfficeContentOperations,
} as const satisfies Record<string, Operation>;
