// The key under which the app hands the HTTP server (scripts/server.mjs, outside Next's bundle)
// the function that closes its database and Redis connections (lib/server/shutdown.ts).
export const CLOSE_SERVER_RESOURCES = Symbol.for('storefront.closeServerResources');
// The key under which the shared cache's handlers (lib/server/cache, loaded by Next outside its
// bundles) hand the app the function that closes their Redis connection.
export const CLOSE_SHARED_CACHE = Symbol.for('storefront.closeSharedCache');
