// Types of next.config.mjs for the tests that read it (lib/security-headers.test.ts).
import type { NextConfig } from 'next';

declare const config: NextConfig;
export default config;
