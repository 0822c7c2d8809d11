// Jest's stand-in for next-intl/server (mapped in jest.config.mjs): ES modules only, like
// next-intl. Modules that import it load (the page builder's block registry, which the pages
// service validates with); its getTranslations renders messages/pt.json as test/next-intl does.
// A test that renders server components with its own texts still mocks the module.
export { getTranslations } from './next-intl';

export function setRequestLocale(): void {}

export async function getLocale(): Promise<string> {
  return 'pt';
}
