// Pure, for the server's log and for Sentry on both sides (lib/observability/sentry-scrub.ts).

/**
 * A request's path as the log keeps it: without its query, and with every segment that could
 * identify a person or open an account written as its kind: long tokens (a recovery link, a cart
 * id) as `:token`, numbers (an order, a CEP) as `:n`, e-mail addresses as `:email`.
 */
export function routeOf(url) {
  const path = (url ?? '/').split('?')[0].split('#')[0];
  return path
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // Left as written.
      }
      if (decoded.includes('@')) return ':email';
      if (/^\d+(-\d+)?$/.test(decoded)) return ':n';
      // Random tokens mix cases (base64url); a product's or category's URL is lowercase words.
      if (/^[\w-]{16,}$/.test(decoded) && (/[A-Z_]/.test(decoded) || decoded.length >= 40))
        return ':token';
      return segment;
    })
    .join('/');
}
