ALTER TABLE "product_medias" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "product_medias" ADD COLUMN "storage_key" text;