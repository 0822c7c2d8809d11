import 'server-only';
import type { WebVitalBody } from '@/lib/contracts/web-vitals';
import { logOf } from '@/lib/server/log.mjs';
import { spend } from '@/lib/server/security/limits';
import type { ServiceContext } from './context';

const log = logOf('web-vitals');

/**
 * One field measure of a real visit, as a JSON log line (component `web-vitals`) that the
 * observability pipeline groups by store, page type and metric (docs/adr/0025, 0027). Nothing
 * about the visitor is kept: no address, session or path, only what was measured and where.
 */
export async function recordWebVital(
  ctx: ServiceContext,
  vital: WebVitalBody,
  client: { address: string },
): Promise<void> {
  await spend(ctx, 'webVitals', { address: client.address });
  log.info(
    {
      tenantId: ctx.tenantId,
      locale: ctx.locale,
      pageType: vital.pageType,
      metric: vital.name,
      // CLS is a score of a few decimals; the others are whole milliseconds.
      value: vital.name === 'CLS' ? Number(vital.value.toFixed(4)) : Math.round(vital.value),
      rating: vital.rating,
      navigationType: vital.navigationType,
      vitalId: vital.id,
    },
    'web vital',
  );
}
