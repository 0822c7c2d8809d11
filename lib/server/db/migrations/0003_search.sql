-- Search (issue 3): accent-insensitive Portuguese full-text search with trigram typo tolerance.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- Portuguese stems of words stripped of their accents: 'memória' and 'memoria' are one lexeme.
CREATE TEXT SEARCH CONFIGURATION storefront_pt (COPY = portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION storefront_pt ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;--> statement-breakpoint
-- Terms compare byte-wise, so 'is there a term starting with x' is a range scan of the primary key.
CREATE TABLE "search_terms" (
	"tenant_id" integer NOT NULL,
	"term" text COLLATE "C" NOT NULL,
	CONSTRAINT "search_terms_tenant_id_term_pk" PRIMARY KEY("tenant_id","term")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "catalog_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_tenant_id_companies_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_trigram" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_document" ON "products" USING gin ("search_document");--> statement-breakpoint
-- The one definition of what a product's search text is: rewrites the search documents of a store's
-- products (all of them when p_ids is null) and adds their words to the store's term lexicon.
CREATE FUNCTION storefront_refresh_search(p_tenant integer, p_ids integer[] DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM search_terms WHERE tenant_id = p_tenant AND p_ids IS NULL;
  WITH category_names AS (
    SELECT pc.product_id, string_agg(c.name, ' ') AS names
    FROM product_categories pc JOIN categories c ON c.id = pc.category_id
    WHERE pc.tenant_id = p_tenant AND (p_ids IS NULL OR pc.product_id = ANY (p_ids))
    GROUP BY pc.product_id
  ), option_names AS (
    SELECT pa.product_id, string_agg(o.name, ' ') AS names
    FROM product_attributes pa JOIN attribute_options o ON o.id = pa.option_id
    WHERE pa.tenant_id = p_tenant AND (p_ids IS NULL OR pa.product_id = ANY (p_ids))
    GROUP BY pa.product_id
  ), texts AS (
    SELECT p.id, p.name AS a, concat_ws(' ', p.subtitle, p.sku) AS b,
           concat_ws(' ', cn.names, onames.names, p.short_description) AS c
    FROM products p
    LEFT JOIN category_names cn ON cn.product_id = p.id
    LEFT JOIN option_names onames ON onames.product_id = p.id
    WHERE p.tenant_id = p_tenant AND (p_ids IS NULL OR p.id = ANY (p_ids))
  ), documents AS (
    UPDATE products p SET search_document =
         setweight(to_tsvector('storefront_pt', t.a), 'A')
      || setweight(to_tsvector('storefront_pt', t.b), 'B')
      || setweight(to_tsvector('storefront_pt', t.c), 'C')
    FROM texts t WHERE p.id = t.id
    RETURNING p.id
  )
  INSERT INTO search_terms (tenant_id, term)
  SELECT DISTINCT p_tenant, w
  FROM texts t, regexp_split_to_table(lower(unaccent(concat_ws(' ', t.a, t.b, t.c))), '[^a-z0-9]+') AS w
  -- Numbers (SKU digits, serials) are searched as typed: only words with letters can be misspelt.
  WHERE length(w) BETWEEN 2 AND 40 AND w ~ '[a-z]'
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
SELECT storefront_refresh_search(id) FROM companies;