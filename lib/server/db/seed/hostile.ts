import { xssVectors } from './xss-vectors';
import type { Db } from '../client';
import {
  blogPostTerms,
  blogPosts,
  blogTerms,
  contactForms,
  contentItems,
  contentPages,
} from '../schema';
import { demoHome, demoPages } from './content';
import type { TenantFixture } from './tenants';

/**
 * The hostile store (`hostil.localhost`), seeded only for the end-to-end suite
 * (SEED_HOSTILE_STORE=1): the demo store's pages, pop-ups, blog and contact form with every text
 * replaced by a hostile string of test/xss-vectors.ts. Issue 7: content JSON is untrusted, and
 * none of it may run script or break the page.
 */

// Props that hold a URL: their hostile variant is a script URL, which the block's schema refuses.
const urlKey = /(url|link|href|src|img\d?|image|poster|frames?|before|after|video|logo)$/i;

/** Replaces every string of a content JSON by the next vector, keeping `type`s (and, in the
 * text variant, URLs) so that the blocks still validate and render their hostile texts. */
export function hostileCopy(json: unknown, next: () => string, variant: 'text' | 'url'): unknown {
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') {
      if (key === 'type') return value;
      const isUrl = urlKey.test(key);
      if (variant === 'text') return isUrl ? value : next();
      return isUrl ? next() : value;
    }
    if (Array.isArray(value)) return value.map((v) => walk(v, key));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return value;
  };
  return walk(json, '');
}

/** Cycles through the vectors, so every vector appears on the hostile pages. */
function vectorCycle(): () => string {
  let i = 0;
  return () => xssVectors[i++ % xssVectors.length]!;
}

export const hostileStoreFixture = (base: TenantFixture): TenantFixture => ({
  ...base,
  slug: 'hostil',
  name: 'Loja Hostil',
  domains: ['hostil.localhost'],
  maintenance: false,
  settings: { ...base.settings, logo: '/media/logo-demo.svg', favicon: '/media/favicon-demo.svg' },
});

/** Pages of the hostile store: each demo page twice, with hostile texts and with hostile URLs. */
export async function seedHostileContent(tx: Db, tenantId: number): Promise<void> {
  const next = vectorCycle();
  const [form] = await tx
    .insert(contactForms)
    .values({
      tenantId,
      name: next(),
      recipientEmail: 'atendimento@hostil.exemplo.com.br',
      fields: [
        { id: 'name', type: 'text' as const, placeholder: next(), required: true, size: 6 },
        { id: 'email', type: 'email' as const, placeholder: next(), required: true, size: 6 },
        { id: 'when', type: 'date' as const, placeholder: next(), required: false, size: 6 },
        {
          id: 'subject',
          type: 'select' as const,
          placeholder: next(),
          required: true,
          size: 6,
          options: xssVectors.slice(0, 12).map((name, i) => ({ id: `o${i}`, name })),
        },
        { id: 'message', type: 'textarea' as const, placeholder: next(), required: true, size: 12 },
      ],
    })
    .returning({ id: contactForms.id });
  // Contact-form blocks of the copied pages point at the hostile form.
  const withForm = (json: unknown): unknown =>
    JSON.parse(JSON.stringify(json), (key, value) => (key === 'formId' ? form!.id : value));
  const pages = [{ url: 'home', name: 'Página inicial', body: demoHome }, ...demoPages];
  await tx.insert(contentPages).values(
    pages.flatMap((pg) => [
      {
        tenantId,
        url: pg.url,
        name: next(),
        json: withForm(hostileCopy(pg.body, next, 'text')),
        metaTitle: next(),
        metaKeywords: next(),
        metaDescription: next(),
      },
      {
        tenantId,
        url: `${pg.url === 'home' ? 'inicio' : pg.url}-links`,
        name: next(),
        json: withForm(hostileCopy(pg.body, next, 'url')),
        metaTitle: next(),
        metaKeywords: next(),
        metaDescription: next(),
      },
    ]),
  );
  await tx.insert(contentItems).values([
    {
      tenantId,
      type: 'modal-entry' as const,
      json: { title: next(), html: next(), image: '/media/banner-3.svg', link: '/notebooks' },
    },
    { tenantId, type: 'modal-exit' as const, json: { title: next(), html: next(), link: '/' } },
  ]);
  const [category, tag] = await tx
    .insert(blogTerms)
    .values([
      { tenantId, taxonomy: 'category' as const, slug: 'hostil', name: next() },
      { tenantId, taxonomy: 'post_tag' as const, slug: 'hostil', name: next() },
    ])
    .returning({ id: blogTerms.id });
  const posts = await tx
    .insert(blogPosts)
    .values(
      xssVectors.map((vector, i) => ({
        tenantId,
        slug: `post-hostil-${i + 1}`,
        title: vector,
        excerpt: next(),
        content: `<p>${next()}</p>${vector}<p>${next()}</p>`,
        featuredMediaUrl: i % 2 ? `/media/blog-${(i % 6) + 1}.svg` : next(),
        publishedAt: new Date(Date.UTC(2026, 0, 1, 12) + i * 3_600_000),
      })),
    )
    .returning({ id: blogPosts.id });
  await tx.insert(blogPostTerms).values(
    posts.flatMap((p) => [
      { postId: p.id, termId: category!.id },
      { postId: p.id, termId: tag!.id },
    ]),
  );
}
