/**
 * Who may do what in a store's back-office (issue 28, ARCHITECTURE.md "Operators"): an operator
 * has one role; each role opens some areas. The owner opens every area, the operators' own
 * included. A store API key carries scopes, which are areas too, so an ERP's key and an
 * operator's session are checked by the same rule.
 */
export const OPERATOR_ROLES = ['owner', 'catalog', 'orders', 'content'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * `settings`: the store's own switches and texts (issue 30 item 5), the owners' only. `inbox`:
 * what shoppers send (issue 30 item 6), answered by the team that serves them: the orders
 * operators (call-backs, stock alerts) and the content operators (forms, newsletter).
 */
export const BACK_OFFICE_AREAS = [
  'catalog',
  'orders',
  'content',
  'inbox',
  'operators',
  'settings',
] as const;
export type BackOfficeArea = (typeof BACK_OFFICE_AREAS)[number];

/** The areas a store API key may be given (an ERP never manages operators). */
export const API_KEY_SCOPES = ['catalog', 'orders'] as const satisfies readonly BackOfficeArea[];
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

const ROLE_AREAS: Record<OperatorRole, readonly BackOfficeArea[]> = {
  owner: BACK_OFFICE_AREAS,
  catalog: ['catalog'],
  orders: ['orders', 'inbox'],
  content: ['content', 'inbox'],
};

export const roleOpens = (role: OperatorRole, area: BackOfficeArea): boolean =>
  ROLE_AREAS[role].includes(area);

export const areasOf = (role: OperatorRole): readonly BackOfficeArea[] => ROLE_AREAS[role];

/** Roles that may never log in without a second factor. */
export const TOTP_REQUIRED_ROLES: readonly OperatorRole[] = ['owner'];

/** A back-office session ends after this long without a request... */
export const OPERATOR_IDLE_MS = 30 * 60 * 1000;
/** ...and after this long in any case (a working day). */
export const OPERATOR_SESSION_MAX_MS = 12 * 60 * 60 * 1000;

/** A campaign price's life: waiting for its start, on the storefront, over, or called off. */
export const PRICE_CAMPAIGN_STATUSES = ['scheduled', 'active', 'ended', 'canceled'] as const;
export type PriceCampaignStatus = (typeof PRICE_CAMPAIGN_STATUSES)[number];
