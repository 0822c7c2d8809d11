// Test helpers for page-builder blocks (not a test file itself). Import it before the blocks:
// it replaces next-intl's server API with messages/pt.json and the product loaders (they need a
// Next request scope) for the whole test file.
jest.mock('next-intl/server', () => ({
  getTranslations: jest.requireActual('@/test/next-intl').getTranslations,
}));
jest.mock('@/lib/content/data', () => ({
  getBlockProducts: jest.fn(),
  countdownRenderTime: jest.fn(),
}));

import { DomUtils, parseDocument } from 'htmlparser2';
import { prerender } from 'react-dom/static';
import type { Company } from '@/lib/contracts/company';
import { PageBuilder } from '../page-builder';
import { resolveBlocks } from '../registry';

export const testStore = { id: 1, name: 'Loja Demo' } as Company;

/** The HTML the server sends for these raw blocks (invalid ones skipped, as on a page). */
export async function renderBlocks(raw: unknown[]): Promise<string> {
  const blocks = resolveBlocks(raw);
  const { prelude } = await prerender(
    <PageBuilder blocks={blocks} ctx={{ store: testStore, locale: 'pt' }} />,
  );
  return new Response(prelude).text();
}

/** console.warn silenced and recorded in each test: skipped blocks are logged there. */
export function recordWarnings(): () => jest.SpyInstance {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    spy = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => spy.mockRestore());
  return () => spy;
}

type Element = ReturnType<typeof DomUtils.findAll>[number];

/** Elements of rendered HTML by tag name and exact attribute values. */
export function query(html: string) {
  const doc = parseDocument(html);
  const all = (tag: string, attrs: Record<string, string> = {}): Element[] =>
    DomUtils.findAll(
      (el) => el.name === tag && Object.entries(attrs).every(([k, v]) => el.attribs[k] === v),
      doc.children,
    );
  const one = (tag: string, attrs: Record<string, string> = {}): Element => {
    const found = all(tag, attrs);
    if (found.length !== 1) throw new Error(`${found.length} <${tag}> ${JSON.stringify(attrs)}`);
    return found[0]!;
  };
  return {
    all,
    one,
    text: (el: Element) => DomUtils.textContent(el).trim(),
    /** The same queries inside one element. */
    within: (el: Element) => query(DomUtils.getOuterHTML(el)),
  };
}
