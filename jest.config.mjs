import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Tests beside the code as *.test.ts(x); *.dom.test.tsx run in a browser-like DOM (jsdom). */
const testMatch = [
  '<rootDir>/{app,components,lib,proxy,scripts}/**/*.test.{ts,tsx}',
  '<rootDir>/test/**/*.test.{ts,tsx}',
];
const domTests = '\\.dom\\.test\\.tsx$';

const moduleNameMapper = {
  '^server-only$': '<rootDir>/test/empty-module.cjs',
  // next-intl is ES modules only, which Jest cannot require under --experimental-vm-modules
  // (PGlite needs that flag): its client API is stood in for (test/next-intl.tsx).
  '^next-intl$': '<rootDir>/test/next-intl.tsx',
  '^next-intl/server$': '<rootDir>/test/next-intl-server.ts',
  // The client messages' compiler is ES modules only too (test/icu-minify-compile.cjs).
  '^icu-minify/compile$': '<rootDir>/test/icu-minify-compile.cjs',
  // The App Router's next/dynamic (React.lazy, rendered on the server), as Next's bundler picks it.
  '^next/dynamic$': 'next/dist/shared/lib/app-dynamic',
  '^@/(.*)$': '<rootDir>/$1',
};

/** Units and service/API integration tests, in Node as the server runs them. */
const node = createJestConfig({
  displayName: 'node',
  testEnvironment: 'node',
  testMatch,
  testPathIgnorePatterns: ['/node_modules/', '/.next/', domTests],
  moduleNameMapper,
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
});

/**
 * Components in a DOM with Testing Library: what a shopper sees and does with one component
 * (validation texts, clocks under fake timers), without a server or a browser. Playwright keeps
 * the journeys through real pages.
 */
const dom = createJestConfig({
  displayName: 'dom',
  testEnvironment: 'jsdom',
  testMatch: testMatch.map((glob) => glob.replace('*.test.{ts,tsx}', '*.dom.test.tsx')),
  moduleNameMapper,
  setupFilesAfterEnv: ['<rootDir>/test/dom-setup.ts'],
});

export default async function config() {
  return {
    projects: [await node(), await dom()],
    // One migrated, seeded database per run, copied for each file (test/db.ts).
    globalSetup: '<rootDir>/test/global-setup.ts',
    globalTeardown: '<rootDir>/test/global-teardown.ts',
    testTimeout: 60_000,
  };
}
