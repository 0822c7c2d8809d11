/** The key under which the app hands the HTTP server its closing function (lib/server/shutdown.ts). */
export declare const CLOSE_SERVER_RESOURCES: unique symbol;
/** The key under which the shared cache's handlers hand the app their closing function. */
export declare const CLOSE_SHARED_CACHE: unique symbol;
