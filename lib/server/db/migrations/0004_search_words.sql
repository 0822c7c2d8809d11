-- Search documents hold each word twice: its Portuguese stem (so 'notebooks' finds 'notebook') and
-- the word as the shopper types it, split like a search is (storefront_words, the same rule as
-- searchWords in lib/domain/search.ts), so an unfinished word finds it ('teclad' is a prefix of
-- 'teclado' but not of its stem 'tecl') and 'NB-0012' or '15.6' are found word by word (the text
-- parser alone reads '-0012' as a signed number). Only listable products (visible, not add-ons)
-- give words to the lexicon, so typo suggestions never name a hidden product's words.
CREATE FUNCTION storefront_words(t text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(unaccent(coalesce(t, ''))), '[^a-z0-9]+', ' ', 'g'))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION storefront_refresh_search(p_tenant integer, p_ids integer[] DEFAULT NULL) RETURNS void
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
    SELECT p.id, p.visible AND p.type <> 'addon' AS listable, p.name AS a,
           concat_ws(' ', p.subtitle, regexp_replace(p.sku, '[^[:alnum:]]+', ' ', 'g')) AS b,
           concat_ws(' ', cn.names, onames.names, p.short_description) AS c
    FROM products p
    LEFT JOIN category_names cn ON cn.product_id = p.id
    LEFT JOIN option_names onames ON onames.product_id = p.id
    WHERE p.tenant_id = p_tenant AND (p_ids IS NULL OR p.id = ANY (p_ids))
  ), documents AS (
    UPDATE products p SET search_document =
         setweight(to_tsvector('storefront_pt', t.a) || to_tsvector('simple', storefront_words(t.a)), 'A')
      || setweight(to_tsvector('storefront_pt', t.b) || to_tsvector('simple', storefront_words(t.b)), 'B')
      || setweight(to_tsvector('storefront_pt', t.c) || to_tsvector('simple', storefront_words(t.c)), 'C')
    FROM texts t WHERE p.id = t.id
    RETURNING p.id
  )
  INSERT INTO search_terms (tenant_id, term)
  SELECT DISTINCT p_tenant, w
  FROM texts t, regexp_split_to_table(storefront_words(concat_ws(' ', t.a, t.b, t.c)), ' ') AS w
  -- Numbers (SKU digits, serials) are searched as typed: only words with letters can be misspelt.
  WHERE t.listable AND length(w) BETWEEN 2 AND 40 AND w ~ '[a-z]'
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
SELECT storefront_refresh_search(id) FROM companies;
