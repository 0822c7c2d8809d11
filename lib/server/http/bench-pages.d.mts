export declare const BENCH_CONTROL: '/bench-control';
/** True when this server runs for the bench (BENCH_PAGES=1). */
export declare function benchPagesServed(env?: Record<string, string | undefined>): boolean;
/** The URL to hand to Next: the control page's paths lead to a 404 unless the bench pages are on. */
export declare function withoutBenchControl(
  url: string,
  env?: Record<string, string | undefined>,
): string;
