// Route handlers call next/server's connection() to stay out of build-time prerendering; tests
// call the handlers directly, outside a Next request scope, where it has nothing to do.
jest.mock('next/server', () => ({
  ...jest.requireActual('next/server'),
  connection: async () => undefined,
}));
