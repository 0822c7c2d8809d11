import { fileURLToPath } from 'node:url';

/**
 * The bare control's config: Next's defaults. Its root is this folder, so that Turbopack does
 * not take the store's files (instrumentation, client instrumentation) as this app's.
 */
const config = {
  poweredByHeader: false,
  turbopack: { root: fileURLToPath(new URL('.', import.meta.url)) },
};
export default config;
