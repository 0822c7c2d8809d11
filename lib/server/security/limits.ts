import 'server-only';
import type { Locale } from '@/lib/domain/money';
import { message, type MessageKey } from '@/lib/i18n/messages';
import { RateLimitedError } from '@/lib/server/http/errors';
import { rateCounter } from './rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Rule = {
  limit: number;
  windowMs: number;
  /** The 429's text when this rule is the one exceeded (messages/ key, given {minutes}). */
  message?: MessageKey;
};
type Policy = { message: MessageKey; per: Record<string, Rule> };

/**
 * Every limit of the store, one policy per action (docs/adr/0016-client-address-and-rate-limits.md):
 * what a count is keyed by (`per`: the client's address, an account, a recipient...), how many
 * each key may spend in its window, and the 429's text (messages/ key, given {minutes}). Counts
 * live in Redis when REDIS_URL is set, so they hold across processes and restarts.
 */
export const RATE_POLICIES = {
  /** Failed logins (a success takes its count back and clears the account's). */
  login: {
    message: 'auth.tooManyAttempts',
    per: {
      // One budget per customer, whether the login names the e-mail or the CPF/CNPJ.
      account: { limit: 5, windowMs: 15 * MINUTE },
      // A company's network is one address: its buyers must not lock each other out.
      address: { limit: 100, windowMs: 15 * MINUTE },
    },
  },
  /** Wrong current passwords at Alterar senha. */
  passwordChange: {
    message: 'auth.tooManyAttempts',
    per: { customer: { limit: 5, windowMs: 15 * MINUTE } },
  },
  /** Guest order lookups that found nothing. */
  guestOrder: {
    message: 'orders.tooManyLookups',
    per: { address: { limit: 10, windowMs: 15 * MINUTE } },
  },
  /** Recovery e-mails: from one address, and to one mailbox whoever asks. */
  recovery: {
    message: 'account.tooManyRecoveries',
    per: {
      address: { limit: 10, windowMs: 15 * MINUTE },
      email: { limit: 3, windowMs: HOUR },
    },
  },
  register: {
    message: 'account.tooManyRegistrations',
    per: { address: { limit: 20, windowMs: HOUR } },
  },
  contact: {
    message: 'contact.form.tooMany',
    per: { address: { limit: 5, windowMs: 15 * MINUTE } },
  },
  callback: {
    message: 'contact.callback.tooMany',
    per: {
      address: { limit: 5, windowMs: 15 * MINUTE },
      phone: { limit: 3, windowMs: HOUR },
    },
  },
  newsletter: {
    message: 'newsletter.tooMany',
    per: { address: { limit: 10, windowMs: 15 * MINUTE } },
  },
  stockAlert: {
    message: 'stockAlert.tooMany',
    per: {
      address: { limit: 20, windowMs: 15 * MINUTE },
      email: { limit: 10, windowMs: HOUR },
    },
  },
  /** Field measures of page loads: a page load sends a few, a flood from one address is cut. */
  webVitals: {
    message: 'webVitals.tooMany',
    per: { address: { limit: 300, windowMs: 15 * MINUTE } },
  },
  /** Share-cart e-mails: the store's mail to an address a visitor types. */
  shareEmail: {
    message: 'share.tooMany',
    per: {
      address: { limit: 10, windowMs: HOUR },
      cart: { limit: 3, windowMs: HOUR },
      recipient: { limit: 1, windowMs: 24 * HOUR, message: 'share.alreadySent' },
    },
  },
} as const satisfies Record<string, Policy>;

export type RateAction = keyof typeof RATE_POLICIES;
type Part<A extends RateAction> = keyof (typeof RATE_POLICIES)[A]['per'] & string;
export type RateKeys<A extends RateAction> = Partial<Record<Part<A>, string | number>>;

const limitKey = (action: string, part: string, tenantId: number, value: string | number) =>
  `${action}:${part}:${tenantId}:${value}`;

/** What a spent attempt can still do once its outcome is known. */
export type Spent = {
  /** The attempt does not count after all (a login that succeeded, a form refused as invalid). */
  refund(): Promise<void>;
  /** Ends the window of these keys (a success that lifts a lock, such as an account's failures). */
  clear(...parts: string[]): Promise<void>;
};

/**
 * Counts one attempt of `action` against each key it is given, then decides: past any rule's
 * limit, 429 with Retry-After (the longest wait) and the counts that were not exceeded are taken
 * back. Counting before the work (not after it) is what keeps parallel requests from all passing
 * a check made before any of them was counted.
 */
export async function spend<A extends RateAction>(
  ctx: { tenantId: number; locale: Locale },
  action: A,
  keys: RateKeys<A>,
): Promise<Spent> {
  const policy: Policy = RATE_POLICIES[action];
  const counter = await rateCounter();
  const counted = Object.entries(keys as Record<string, string | number | undefined>)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([part, value]) => ({
      part,
      rule: policy.per[part]!,
      key: limitKey(action, part, ctx.tenantId, value),
    }));
  const windows = await Promise.all(counted.map((c) => counter.hit(c.key, c.rule.windowMs)));
  const over = counted
    .map((c, i) => ({ ...c, window: windows[i]! }))
    .filter((c) => c.window.count > c.rule.limit);
  if (over.length > 0) {
    await Promise.all(
      counted.filter((c) => !over.some((o) => o.key === c.key)).map((c) => counter.release(c.key)),
    );
    const longest = over.reduce((a, b) => (b.window.resetAt > a.window.resetAt ? b : a));
    const seconds = Math.max(1, Math.ceil((longest.window.resetAt - Date.now()) / 1000));
    throw new RateLimitedError(
      message(longest.rule.message ?? policy.message, { minutes: Math.ceil(seconds / 60) }),
      undefined,
      seconds,
    );
  }
  return {
    refund: async () => {
      await Promise.all(counted.map((c) => counter.release(c.key)));
    },
    clear: async (...parts) => {
      await Promise.all(
        counted.filter((c) => parts.includes(c.part)).map((c) => counter.reset(c.key)),
      );
    },
  };
}

/** Ends one key's window whatever its count (a recovered password lifts the account's lock). */
export async function forgetLimit<A extends RateAction>(
  tenantId: number,
  action: A,
  part: Part<A>,
  value: string | number,
): Promise<void> {
  await (await rateCounter()).reset(limitKey(action, part, tenantId, value));
}
