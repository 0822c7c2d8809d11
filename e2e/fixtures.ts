import { test as base, expect } from '@playwright/test';
import { isValidCpf } from '../lib/domain/documents';

export const port = Number(process.env.E2E_PORT ?? 3100);
/** URL of a store by its host (every *.localhost resolves to this machine). */
export const storeUrl = (host: string, path = '/') => `http://${host}:${port}${path}`;

export const test = base;
export { expect };

/** A CPF no one has: 9 random digits and their check digits. */
export function freshCpf(): string {
  for (;;) {
    const base = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
    for (let d = 0; d < 100; d++) {
      const cpf = base + String(d).padStart(2, '0');
      if (isValidCpf(cpf)) return cpf;
    }
  }
}
