export type CompletePage = {
  bytes: Buffer;
  hashes: string[];
  encodings: Map<string, Buffer>;
  size: number;
  held: boolean;
};
/**
 * A complete page's bytes and script hashes, kept per text when `shared`; null when a script
 * cannot be hashed.
 */
export declare function completePage(
  text: string,
  hashesOf: (bytes: Buffer) => string[] | null,
  shared: boolean,
): CompletePage | null;
/** The page's bytes in this encoding, compressed on the first request that asks for it. */
export declare function encodedPage(page: CompletePage, encoding: string): Buffer;
/** Whether a page with this text is kept (tests). */
export declare function isKeptPage(text: string): boolean;
/** Forgets every page (tests). */
export declare function forgetCompletePages(): void;
