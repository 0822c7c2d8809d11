import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Units and service/API integration tests beside the code as *.test.ts(x). */
const config = {
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/{app,components,lib,proxy,scripts}/**/*.test.{ts,tsx}',
    '<rootDir>/test/**/*.test.{ts,tsx}',
  ],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/empty-module.cjs',
    // next-intl is ES modules only, which Jest cannot require under --experimental-vm-modules
    // (PGlite needs that flag): its client API is stood in for (test/next-intl.tsx).
    '^next-intl$': '<rootDir>/test/next-intl.tsx',
    // The App Router's next/dynamic (React.lazy, rendered on the server), as Next's bundler picks it.
    '^next/dynamic$': 'next/dist/shared/lib/app-dynamic',
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  testTimeout: 60_000,
};

export default createJestConfig(config);
