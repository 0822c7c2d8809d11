import type { IncomingMessage } from 'node:http';

type NodeRequest = Pick<IncomingMessage, 'headers'> & {
  socket?: { remoteAddress?: string | undefined } | null;
};

export declare const CLIENT_ADDRESS_HEADER: 'x-storefront-client-address';
/** TRUST_PROXY (or `value`) as a number of proxy hops; 0 when unset or not a number. */
export declare function proxyHops(value?: string): number;
export declare function clientAddressOf(request: NodeRequest, hops: number): string;
export declare function markClientAddress(request: NodeRequest, hops: number): void;
