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
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  testTimeout: 60_000,
};

export default createJestConfig(config);
