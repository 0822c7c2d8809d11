/** The key under which the app hands the HTTP server its closing function (lib/server/shutdown.ts). */
export declare const CLOSE_SERVER_RESOURCES: unique symbol;
