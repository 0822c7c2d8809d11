/**
 * Where to go after login: only a path of this site ('/customer/account/orders?x=1'), never
 * another origin ('//evil.example', '/\\evil.example', 'https://...'); anything else is `fallback`.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return fallback;
  try {
    const url = new URL(value, 'http://store.invalid');
    if (url.origin !== 'http://store.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/**
 * `path` remembering where to come back to (`?redirect=`), the way the account pages and the
 * checkout send a shopper to log in or register; a target that is not a path of this site (or
 * the home page, where they would go anyway) is left out.
 */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  const target = safeRedirectPath(redirect, '/');
  return target === '/' ? path : `${path}?redirect=${encodeURIComponent(target)}`;
}
