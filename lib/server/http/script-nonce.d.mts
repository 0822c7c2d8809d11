import type { ServerResponse } from 'node:http';

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
/** Makes a Node response add a fresh nonce to its policy and framework scripts when it is HTML. */
export declare function nonceScriptsOf(response: ServerResponse): void;
