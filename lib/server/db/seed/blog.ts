import type { Db } from '../client';
import { blogPostTerms, blogPosts, blogTerms } from '../schema';

const categories = [
  { slug: 'dicas', name: 'Dicas' },
  { slug: 'games', name: 'Games' },
  { slug: 'trabalho', name: 'Trabalho e estudos' },
];
const tags = [
  { slug: 'notebook', name: 'Notebook' },
  { slug: 'ssd', name: 'SSD' },
  { slug: 'memoria-ram', name: 'Memória RAM' },
  { slug: 'placa-de-video', name: 'Placa de vídeo' },
  { slug: 'produtividade', name: 'Produtividade' },
  { slug: 'home-office', name: 'Home office' },
  { slug: 'setup', name: 'Setup' },
];
const topics = [
  'Como escolher o notebook ideal',
  'SSD ou HD: qual vale mais a pena',
  'Quanto de memória RAM você precisa',
  'Notebook gamer para trabalhar: vale a pena?',
  'Como montar um home office produtivo',
  'Cuidados com a bateria do notebook',
  'Placa de vídeo dedicada ou integrada',
  'Os melhores acessórios para o seu setup',
  'Como limpar o teclado do notebook',
  'Notebook para estudantes: o que observar',
];

/** Blog posts with categories, tags and featured images (the app's own WordPress-like feed). */
export async function seedBlog(tx: Db, tenantId: number, count: number): Promise<void> {
  const terms = await tx
    .insert(blogTerms)
    .values([
      ...categories.map((c) => ({
        tenantId,
        taxonomy: 'category' as const,
        slug: c.slug,
        name: c.name,
      })),
      ...tags.map((t) => ({
        tenantId,
        taxonomy: 'post_tag' as const,
        slug: t.slug,
        name: t.name,
      })),
    ])
    .returning({ id: blogTerms.id, slug: blogTerms.slug, taxonomy: blogTerms.taxonomy });
  const cats = terms.filter((t) => t.taxonomy === 'category');
  const tagTerms = terms.filter((t) => t.taxonomy === 'post_tag');
  const posts = await tx
    .insert(blogPosts)
    .values(
      Array.from({ length: count }, (_, i) => {
        const topic = topics[i % topics.length]!;
        const part = Math.floor(i / topics.length);
        const title = part === 0 ? topic : `${topic} (parte ${part + 1})`;
        const slug = title
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
        return {
          tenantId,
          slug,
          title,
          excerpt: `${topic}: um guia rápido da nossa equipe para você decidir melhor.`,
          content: `<p>${topic}. Neste artigo explicamos o que observar antes de comprar.</p><h2>O que considerar</h2><p>Processador, memória, armazenamento e tela fazem toda a diferença no uso diário.</p><ul><li>Processador e memória para o seu uso</li><li>Armazenamento rápido</li><li>Tela confortável</li></ul><p>Dúvidas? Fale com a nossa <a href="/central-de-vendas">central de vendas</a>.</p>`,
          featuredMediaUrl: `/media/blog-${(i % 6) + 1}.svg`,
          publishedAt: new Date(Date.UTC(2026, i % 11, 1 + ((i * 3) % 27), 12)),
        };
      }),
    )
    .returning({ id: blogPosts.id });
  await tx.insert(blogPostTerms).values(
    posts.flatMap((post, i) => [
      { postId: post.id, termId: categoryOf(cats, i).id },
      { postId: post.id, termId: tagTerms[i % tagTerms.length]!.id },
      { postId: post.id, termId: tagTerms[(i + 3) % tagTerms.length]!.id },
    ]),
  );
}

/**
 * Every other post is a tip; the rest alternate between games and work. In the demo store's 27
 * posts that is 14 / 7 / 6, so one category runs to a second page of the blog's listing (9 a page).
 */
function categoryOf<T>(cats: T[], i: number): T {
  return cats[i % 2 === 0 ? 0 : i % 4 === 1 ? 1 : 2]!;
}
