CREATE TABLE "content_page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_id" integer,
	"operator_label" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "draft_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "scheduled" jsonb;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "publish_by" integer;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_tenant_id_companies_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_page_versions_page" ON "content_page_versions" USING btree ("page_id","published_at");--> statement-breakpoint
CREATE INDEX "content_pages_publish_at" ON "content_pages" USING btree ("publish_at");--> statement-breakpoint
-- Pages kept before the editor existed were all live: first published when last changed.
UPDATE "content_pages" SET "published_at" = "updated_at";
