import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const newNonce: () => string;
/** The policy with the nonce added to its script-src (unchanged without one). */
export declare function withScriptNonce(policy: string, nonce: string): string;
/** Whether an inline script's text is one Next or React writes (and so gets the nonce). */
export declare const isFrameworkScript: (body: string) => boolean;
/** Adds the nonce to the framework's inline scripts of an HTML stream (bytes), chunk by chunk. */
export declare class ScriptNoncer {
  constructor(nonce: string);
  readonly nonce: string;
  push(bytes: Buffer): Buffer;
  end(): Buffer;
}
/** The policy with the scripts' hashes ('sha256-…') added to its script-src. */
export declare function withScriptHashes(policy: string, hashes: string[]): string;
/** Hashes of the framework's inline scripts of a complete page; null when one cannot be hashed. */
export declare function frameworkScriptHashes(html: Buffer): string[] | null;
/**
 * Makes a Node response allow the framework's inline scripts of an HTML page: a fresh nonce for a
 * streamed page, their hashes for a page handed over whole (sent as kept, already compressed).
 */
export declare function nonceScriptsOf(request: IncomingMessage, response: ServerResponse): void;
