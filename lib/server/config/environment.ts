import 'server-only';
import { z } from 'zod';

/*
 * Every environment variable the store reads, checked once when a server starts (instrumentation.ts)
 * so that a mistyped URL or flag stops the start with one message listing all that is wrong,
 * instead of failing on the first request that needs it. `.env.example` lists the same names;
 * environment.test.ts keeps the two in step. Messages name variables, never their values (they
 * may be secrets).
 */

const flag = z.enum(['0', '1'], { error: 'must be 0 or 1' });
const url = z.url({ error: 'must be a URL (http:// or https://)', protocol: /^https?$/ });
const databaseUrl = z.url({ error: 'must be a postgres:// URL', protocol: /^postgres(ql)?$/ });
const redisUrl = z.url({ error: 'must be a redis:// URL', protocol: /^rediss?$/ });
const smtpUrl = z.url({ error: 'must be an smtp:// or smtps:// URL', protocol: /^smtps?$/ });
const count = (max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be a whole number' })
    .max(max, { error: `must be at most ${max}` });
const text = z.string().min(1, { error: 'must not be empty' });

export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: count(65_535).optional(),
  // Database and Redis
  DATA_DIR: text.optional(),
  MEDIA_DIR: text.optional(),
  MEDIA_STORAGE_URL: z
    .url({ error: 'must be an https://KEY:SECRET@host/bucket URL', protocol: /^https?$/ })
    .optional(),
  DATABASE_URL: databaseUrl.optional(),
  DB_POOL_MAX: count(1_000).optional(),
  REDIS_URL: redisUrl.optional(),
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[\w.-]*$/, { error: 'must be letters, digits, _, . or -' })
    .optional(),
  // HTTP
  TRUST_PROXY: z
    .string()
    .regex(/^\s*\d*\s*$/, { error: 'must be a number of proxies' })
    .optional(),
  STOREFRONT_ADDRESS_SEAL: text.optional(),
  RECONCILE_CHARGES: flag.optional(),
  OUTBOX_PAGE: flag.optional(),
  // E-mail
  SMTP_URL: smtpUrl.optional(),
  SMTP_FROM: z.email({ error: 'must be an e-mail address' }).optional(),
  OUTBOX_WORKER: flag.optional(),
  // Scheduled work (campaign prices): the runner's secret for an outside cron, its period
  JOBS_SECRET: z.string().min(24, { error: 'must be at least 24 characters' }).optional(),
  JOBS_EVERY_MS: z
    .string()
    .regex(/^\d{3,7}$/, { error: 'must be milliseconds between 100 and 9999999' })
    .optional(),
  JOBS_RUNNER: flag.optional(),
  // Logs and error reports
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be fatal, error, warn, info, debug, trace or silent',
    })
    .optional(),
  SENTRY_DSN: z.url({ error: 'must be a Sentry DSN (https://key@host/project)' }).optional(),
  SENTRY_ENVIRONMENT: text.optional(),
  NEXT_PUBLIC_SENTRY_DSN: z
    .url({ error: 'must be a Sentry DSN (https://key@host/project)' })
    .optional(),
  NEXT_PUBLIC_SENTRY_ENVIRONMENT: text.optional(),
  BENCH_PAGES: flag.optional(),
  // Payments
  PAYMENT_SANDBOX: flag.optional(),
  PAYMENT_SANDBOX_ORIGIN: url.optional(),
  PAYMENT_SANDBOX_SECRET: text.optional(),
  PAYMENT_SANDBOX_PAGE: flag.optional(),
  PAYMENT_WEBHOOK_ORIGIN: url.optional(),
  PAGSEGURO_TOKEN: text.optional(),
  PAGSEGURO_API_URL: url.optional(),
  PAGSEGURO_PUBLIC_KEY: text.optional(),
  MERCADOPAGO_ACCESS_TOKEN: text.optional(),
  MERCADOPAGO_API_URL: url.optional(),
  MERCADOPAGO_PUBLIC_KEY: text.optional(),
  MERCADOPAGO_WEBHOOK_SECRET: text.optional(),
  // Logins and outside services
  GOOGLE_JWKS_URL: url.optional(),
  FACEBOOK_GRAPH_URL: url.optional(),
  FACEBOOK_APP_SECRET: text.optional(),
  SOCIAL_TEST_ISSUER: flag.optional(),
  BLOG_FEED_URL: url.optional(),
  CEP_API_URL: url.optional(),
});

export type Environment = z.infer<typeof environmentSchema>;

/** The variable whose credentials let a provider charge for real. */
export const PROVIDER_CREDENTIAL = {
  pagseguro: 'PAGSEGURO_TOKEN',
  mercadopago: 'MERCADOPAGO_ACCESS_TOKEN',
} as const satisfies Record<string, keyof Environment>;

type Env = Record<string, string | undefined>;

/**
 * Whether the embedded sandbox may take payments: always outside production (development, tests);
 * in production only with PAYMENT_SANDBOX=1, which also shows 'Ambiente de testes' to shoppers.
 */
export function sandboxAllowed(env: Env = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.PAYMENT_SANDBOX === '1';
}

/** What is wrong with the environment, one line per variable; empty when all is well. */
export function environmentProblems(env: Env = process.env): string[] {
  // An empty variable is one not set (as `VAR=` in a compose file means).
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(set);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  const credentials = Object.values(PROVIDER_CREDENTIAL);
  if (!sandboxAllowed(env) && credentials.every((name) => !set[name]))
    problems.push(
      `${credentials.join(' or ')} must be set in production: no payment provider has credentials. ` +
        'Set PAYMENT_SANDBOX=1 to take test payments through the embedded sandbox instead ' +
        "(shoppers then see 'Ambiente de testes').",
    );
  if (set.SMTP_URL && !set.SMTP_FROM)
    problems.push(
      'SMTP_FROM must be set with SMTP_URL: the sender of the stores that have no contact e-mail.',
    );
  return problems;
}

/** The message a start refused for `problems` prints. */
export function environmentReport(problems: readonly string[]): string {
  return `The store cannot start: its environment is not valid.\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}
