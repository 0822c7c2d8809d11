// Types of lib/security-headers.mjs (plain JavaScript, loaded by next.config.mjs).
type Options = { sandboxOrigin?: string; dev?: boolean };
export function contentSecurityPolicy(options?: Options): string;
export function securityHeaders(
  options?: Options & { buildFile?: boolean },
): { key: string; value: string }[];
export const BUILD_FILE_POLICY: string;
export const strictTransportSecurity: { key: string; value: string };
