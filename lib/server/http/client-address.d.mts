import type { IncomingMessage } from 'node:http';

type NodeRequest = Pick<IncomingMessage, 'headers'> & {
  socket?: { remoteAddress?: string | undefined } | null;
};

export declare const CLIENT_ADDRESS_HEADER: 'x-storefront-client-address';
/** TRUST_PROXY (or `value`) as a number of proxy hops; 0 when unset or not a number. */
export declare function proxyHops(value?: string): number;
export declare function clientAddressOf(request: NodeRequest, hops: number): string;
export declare function markClientAddress(request: NodeRequest, hops: number): void;
/** The header's value for an address, sealed with this process's secret. */
export declare function sealAddress(address: string): string;
/** The address of a sealed header value; null without a valid seal. */
export declare function unsealAddress(value: string | null | undefined): string | null;
/** An address as rate limits count it (IPv4-mapped as IPv4, IPv6 by its /64). */
export declare function normalizeAddress(address: string): string;
