// Jest's stand-in for icu-minify's compiler (mapped in jest.config.mjs). icu-minify ships ES
// modules only, which Jest cannot require under --experimental-vm-modules; Jest's next-intl
// stand-in (test/next-intl.tsx) formats messages as written, so here a message stays as written.
// lib/i18n/compiled-messages.test.ts runs the real compiler, in Node itself.
module.exports = { __esModule: true, default: (message) => message };
