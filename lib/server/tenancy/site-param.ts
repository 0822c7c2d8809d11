import 'server-only';

/**
 * The first segment of every rewritten page path: the store slug, plus the origin the page was
 * asked on when there is one (`demo~aHR0cDovL2xvY2FsaG9zdDozMDAw`). Carrying the origin as a
 * route param keeps canonical and Open Graph URLs on the request host while pages stay cached:
 * each origin is its own cache entry, and no page reads request headers. See docs/adr/0004.
 */
const SEPARATOR = '~';

export function siteParam(slug: string, origin: string | null): string {
  return origin ? `${slug}${SEPARATOR}${Buffer.from(origin).toString('base64url')}` : slug;
}

export function parseSiteParam(param: string): { slug: string; origin: string | null } {
  const decoded = safeDecode(param);
  const at = decoded.indexOf(SEPARATOR);
  if (at < 0) return { slug: decoded, origin: null };
  const origin = Buffer.from(decoded.slice(at + 1), 'base64url').toString();
  // Only what the proxy writes is accepted: a plain http(s) origin, nothing else.
  const valid = /^https?:\/\/[a-z0-9.[\]:-]+$/.test(origin);
  return { slug: decoded.slice(0, at), origin: valid ? origin : null };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
