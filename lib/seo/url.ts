import { proxyHops } from '@/lib/server/http/client-address.mjs';
import { normalizeHost } from '@/lib/server/tenancy/resolve';

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;

/**
 * `http://localhost:3000`: the origin a page was requested on, for canonical and absolute URLs.
 * `X-Forwarded-Host`/`-Proto` count only behind a trusted proxy (TRUST_PROXY of 1 or more), like
 * `requestHost`. A Host header that is not a plain host and port gives null, so a forged header
 * can never smuggle another site (`localhost:@evil.example`) into a canonical URL.
 */
export function requestOrigin(headers: Headers): string | null {
  const trusted = proxyHops() > 0;
  const raw = ((trusted && headers.get('x-forwarded-host')) || headers.get('host') || '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
  const host = normalizeHost(raw);
  const port = raw.slice(raw.startsWith('[') ? raw.indexOf(']') + 1 : host.length);
  if (!HOST.test(host) || !/^(?::\d{1,5})?$/.test(port)) return null;
  const forwardedProto = trusted
    ? headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
    : undefined;
  const protocol = forwardedProto === 'https' ? 'https' : 'http';
  return `${protocol}://${host}${port}`;
}

/** The origin of a request, or of the store's own domain when the Host header is unusable. */
export function siteOrigin(headers: Headers, fallbackDomain: string): string {
  return requestOrigin(headers) ?? `http://${fallbackDomain}`;
}

/** `/media/a.svg` on `http://localhost:3000` → `http://localhost:3000/media/a.svg`; absolute
 * URLs (a CDN image) stay as they are. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}
