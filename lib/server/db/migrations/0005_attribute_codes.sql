-- Search runs on the in-memory text index (text-index.ts): the GIN index on search_document is
-- no longer read and only slowed every refresh. Attribute codes ride in filter URLs, in this form.
DROP INDEX "products_search_document";--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_code_format" CHECK ("attributes"."code" ~ '^[a-z0-9_-]{1,64}$');
