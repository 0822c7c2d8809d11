import { and, count, eq, like, sql } from 'drizzle-orm';
import { recordCatalogChange } from '../../services/search-index';
import { createStoreApiKey } from '../../services/store-api-keys';
import type { Db } from '../client';
import { companies, companyDomains, products } from '../schema';
import { seedBlog } from './blog';
import { insertProducts, loadCatalogIds, seedCatalog, seedDemoExtras } from './catalog';
import {
  demoCategories,
  demoProducts,
  manutencaoProducts,
  outraCategories,
  outraProducts,
} from './catalog-data';
import { demoPages, seedContent } from './content';
import { generatedProducts } from './generated';
import { hostileStoreFixture, seedHostileContent } from './hostile';
import { DEMO_OPERATOR_KEY } from './operator-key';
import { seedOperators } from './operators';
import { seedCoupons, seedDemoOrders, seedShipping } from './orders';
import { seedDemoPeople, seedOtherPeople } from './people';
import { tenantFixtures } from './tenants';

type Options = {
  products?: number;
  /** Adds the hostile store of the end-to-end suite (seed/hostile.ts). */
  hostileStore?: boolean;
  log?: (msg: string) => void;
};

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return (row?.n ?? 0) === 0;
}

/**
 * Loads DEMO-DATA.md. Idempotent: a store that already exists is left as it is (only the demo
 * store's operator key is added if it lacks it); generated products are topped up to `products`.
 */
export async function seed(db: Db, options: Options = {}): Promise<void> {
  const log = options.log ?? (() => undefined);
  const fixtures = options.hostileStore
    ? [...tenantFixtures, hostileStoreFixture(tenantFixtures[0]!)]
    : tenantFixtures;
  for (const fixture of fixtures) {
    const [existing] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.slug, fixture.slug));
    if (existing) {
      // The demo operator key and team came after the first demo databases: seeding again adds
      // them once.
      if (fixture.slug === 'demo')
        await createStoreApiKey(db, { tenantId: existing.id, ...DEMO_OPERATOR_KEY });
      if (fixture.slug === 'demo' || fixture.slug === 'outra') await seedOperators(db, existing.id);
      log(`store ${fixture.slug} already seeded`);
      continue;
    }
    await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          slug: fixture.slug,
          name: fixture.name,
          maintenance: fixture.maintenance,
          settings: fixture.settings,
        })
        .returning({ id: companies.id });
      const tenantId = company!.id;
      await tx
        .insert(companyDomains)
        .values(fixture.domains.map((domain) => ({ domain, tenantId })));
      if (fixture.slug === 'demo') {
        const ids = await seedCatalog(tx, tenantId, demoCategories, demoProducts);
        await seedDemoExtras(tx, tenantId, ids);
        const people = await seedDemoPeople(tx, tenantId);
        await seedDemoOrders(tx, tenantId, people.cliente, ids);
        await seedCoupons(tx, tenantId);
        await seedShipping(tx, tenantId);
        await seedContent(tx, tenantId, fixture.name, demoPages);
        await seedBlog(tx, tenantId, 27);
        await createStoreApiKey(tx, { tenantId, ...DEMO_OPERATOR_KEY });
        await seedOperators(tx, tenantId);
      } else if (fixture.slug === 'outra') {
        await seedOperators(tx, tenantId);
        await seedCatalog(tx, tenantId, outraCategories, outraProducts);
        await seedOtherPeople(tx, tenantId);
        await seedCoupons(tx, tenantId);
        await seedShipping(tx, tenantId);
        await seedContent(
          tx,
          tenantId,
          fixture.name,
          demoPages.filter((p) =>
            [
              'politica-de-privacidade',
              'perguntas-frequentes',
              'contato',
              'pagina-oculta',
            ].includes(p.url),
          ),
        );
        await seedBlog(tx, tenantId, 4);
      } else if (fixture.slug === 'hostil') {
        await seedCatalog(tx, tenantId, demoCategories, demoProducts);
        await seedShipping(tx, tenantId);
        await seedHostileContent(tx, tenantId);
      } else {
        await seedCatalog(tx, tenantId, outraCategories, manutencaoProducts);
        await seedContent(tx, tenantId, fixture.name, []);
      }
      await recordCatalogChange(tx, { tenantId });
      log(`store ${fixture.slug} seeded`);
    });
  }
  if (options.products) await seedGeneratedProducts(db, options.products, log);
}

async function seedGeneratedProducts(
  db: Db,
  wanted: number,
  log: (msg: string) => void,
): Promise<void> {
  const [demo] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, 'demo'));
  if (!demo) return;
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.tenantId, demo.id), like(products.sku, 'GEN-%')));
  const have = row?.n ?? 0;
  if (have >= wanted) return log(`${have} generated products already present`);
  await db.transaction(async (tx) => {
    const ids = await loadCatalogIds(tx, demo.id);
    await insertProducts(tx, demo.id, generatedProducts(have + 1, wanted - have), ids);
    // Fresh statistics first: on a new PostgreSQL database the search refresh otherwise picks a
    // plan for empty tables and takes minutes instead of seconds for 20,000 products.
    await tx.execute(
      sql`analyze products, product_categories, product_attributes, attribute_options, categories`,
    );
    await recordCatalogChange(tx, { tenantId: demo.id });
  });
  log(`${wanted - have} generated products added`);
}
