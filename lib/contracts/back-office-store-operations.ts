import { z } from 'zod';
import { operatorLoginAnswer, operatorLoginBody, operatorView } from './back-office';
import { auditList, auditListQuery } from './back-office-audit';
import {
  apiKeyCreateBody,
  apiKeyParams,
  issuedApiKey,
  storeApiKeyView,
  operatorChangeBody,
  operatorCreateBody,
  operatorParams,
  storeOperator,
} from './back-office-operators';
import {
  inboxErased,
  inboxEraseBody,
  inboxItem,
  inboxItemChangeBody,
  inboxItemParams,
  inboxList,
  inboxListQuery,
} from './back-office-inbox';
import {
  storeDomainBody,
  storeDomainParams,
  storeSettings,
  storeSettingsChangeBody,
} from './back-office-settings';
import { endpoints } from './endpoints';
import type { Operation } from './operations';

/**
 * The back-office's own side: an operator's login and session, the owner's audit trail,
 * operators, API keys and store settings, and the team's inbox. 401 without a caller, 404 for one
 * without the area.
 */
export const backOfficeStoreOperations = {
  logInOperator: {
    ...endpoints.logInOperator,
    summary:
      "Back-office login at the store's host: e-mail and password, then the authenticator's 6-digit code. Answers the next step: 'code' (send the same with code), 'enroll' (an owner without a second factor: its new secret and otpauth URI; the first right code enrolls it) or 'signedIn' (the operator, their role and areas; the session comes as the HttpOnly cookie backoffice_session, ending after 30 min idle or 12 h). 401 'E-mail, senha ou código inválidos.' for any wrong part; 429 after repeated failures, as customer logins",
    body: operatorLoginBody,
    response: operatorLoginAnswer,
    security: 'backOffice',
  },
  getOperatorSession: {
    ...endpoints.getOperatorSession,
    summary: 'The operator of the back-office session (401 without one)',
    response: operatorView,
    security: 'backOffice',
  },
  logOutOperator: {
    ...endpoints.logOutOperator,
    summary: 'Ends the back-office session: its token is refused from now on',
    response: z.null(),
    security: 'backOffice',
  },
  listAuditLog: {
    ...endpoints.listAuditLog,
    summary:
      "Every back-office change of the store, newest first, 25 a page: who (an operator's e-mail, a key's name, or system), the action, the record and each field as it was and as it became. Filters entity (order, product, operator), record (its id or number) and who. Owners only",
    query: auditListQuery,
    response: auditList,
    security: 'backOffice',
  },
  listStoreOperators: {
    ...endpoints.listStoreOperators,
    summary:
      "The store's back-office team: name, e-mail, role, second factor, last sign-in, active. Owners only (404 for other operators; keys never)",
    response: z.array(storeOperator),
    security: 'backOffice',
  },
  addStoreOperator: {
    ...endpoints.addStoreOperator,
    summary:
      'A new operator (name, e-mail, role owner/catalog/orders/content, first password of 10+ characters); 422 on an e-mail the team has',
    body: operatorCreateBody,
    response: storeOperator,
    security: 'backOffice',
  },
  changeStoreOperator: {
    ...endpoints.changeStoreOperator,
    summary:
      "Another role, active on or off (off ends the operator's sessions), or resetTotp (the second factor is enrolled again at the next login). 422 'A loja precisa de pelo menos um proprietário ativo.' for a change that leaves no active owner",
    params: operatorParams,
    body: operatorChangeBody,
    response: storeOperator,
    security: 'backOffice',
  },
  listStoreApiKeys: {
    ...endpoints.listStoreApiKeys,
    summary:
      "The store's API keys (ERPs, warehouses): name, scopes, created, last used, revoked; never the secret. Owners only",
    response: z.array(storeApiKeyView),
    security: 'backOffice',
  },
  issueStoreApiKey: {
    ...endpoints.issueStoreApiKey,
    summary:
      'A new key with the areas it opens (scopes: catalog, orders); the answer carries its secret this once (only its hash is kept). Owners only',
    body: apiKeyCreateBody,
    response: issuedApiKey,
    security: 'backOffice',
  },
  revokeStoreApiKey: {
    ...endpoints.revokeStoreApiKey,
    summary:
      'Revokes a key: it opens nothing from the next request on. 404 for a key already revoked',
    params: apiKeyParams,
    response: storeApiKeyView,
    security: 'backOffice',
  },
  getStoreSettings: {
    ...endpoints.getStoreSettings,
    summary:
      "The store's settings: name, domains, maintenance (on: the banner on every page, nothing sold), headerMessage (the top bar's text, null for none), contacts (WhatsApp as wa.me digits, e-mail, phones), interface (ageNotification, hasCategoriesMenu, interestFreeInstallments), tools (Google Analytics 4, Tag Manager and Meta Pixel ids), paymentOptions (each on or off) with paymentCredentials (configured, sandbox or missing: whether it can be charged, never the secrets), the default payments in cash and in installments, socialLogin ids ('null' for none), openingHours texts, productPlaceholder and theme (the storefront's colours, #rrggbb). Owners only",
    response: storeSettings,
    security: 'backOffice',
  },
  changeStoreSettings: {
    ...endpoints.changeStoreSettings,
    summary:
      'Changes any of the settings, each group whole (headerMessage up to 160 characters and each contact or id empty for none; theme each pair shown as text on a background at least 4.5:1, else 422 on the colour to change; one payment option at least on, and one of the kind of each default payment); the storefront of every instance shows it from the next request. Audited. Owners only',
    body: storeSettingsChangeBody,
    response: storeSettings,
    security: 'backOffice',
  },
  addStoreDomain: {
    ...endpoints.addStoreDomain,
    summary:
      "Adds a host name the store answers at (given as typed: 'https://Loja.com.br/' is loja.com.br); 422 'Este domínio já é de uma loja.' when any store has it. Point its DNS at the deployment. Answers the settings. Audited. Owners only",
    body: storeDomainBody,
    response: storeSettings,
    security: 'backOffice',
  },
  removeStoreDomain: {
    ...endpoints.removeStoreDomain,
    summary:
      "Removes one of the store's domains: 404 for one it does not have; 409 for its last one, or for the one the request came through (the owner would lock themselves out). Answers the settings. Audited. Owners only",
    params: storeDomainParams,
    response: storeSettings,
    security: 'backOffice',
  },
  listInbox: {
    ...endpoints.listInbox,
    summary:
      "What shoppers sent the store, newest first, 25 a page: contact messages, call-me-back requests, newsletter leads (with their consent: when, on which form) and stock alerts. Filters kind, status (open, handled), assignee (an operator's id or none) and q (name, e-mail or phone digits). Owners, orders and content operators",
    query: inboxListQuery,
    response: inboxList,
    security: 'backOffice',
  },
  changeInboxItem: {
    ...endpoints.changeInboxItem,
    summary:
      'Marks an item handled (or open again) and gives it to an operator who opens the inbox, or to nobody (assigneeId null). Audited',
    params: inboxItemParams,
    body: inboxItemChangeBody,
    response: inboxItem,
    security: 'backOffice',
  },
  eraseInboxPerson: {
    ...endpoints.eraseInboxPerson,
    summary:
      "Erases a person's data on their request (LGPD): every contact message, call-me-back request, newsletter lead and stock alert under their e-mail or phone, and the e-mails kept to that address. Answers how many of each. The audit keeps the counts and a masked e-mail only",
    body: inboxEraseBody,
    response: inboxErased,
    security: 'backOffice',
  },
} as const satisfies Record<string, Operation>;
