import { test as base, expect } from '@playwright/test';

export const port = Number(process.env.E2E_PORT ?? 3100);
/** URL of a store by its host (every *.localhost resolves to this machine). */
export const storeUrl = (host: string, path = '/') => `http://${host}:${port}${path}`;

export const test = base;
export { expect };
