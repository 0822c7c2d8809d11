// The key under which the app hands the HTTP server (scripts/server.mjs, outside Next's bundle)
// the function that closes its database and Redis connections (lib/server/shutdown.ts).
export const CLOSE_SERVER_RESOURCES = Symbol.for('storefront.closeServerResources');
