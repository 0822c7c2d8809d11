CREATE TABLE "price_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"final_price_cents" integer NOT NULL,
	"in_cash_price_cents" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"previous_final_price_cents" integer,
	"previous_in_cash_price_cents" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_campaigns_window" CHECK ("price_campaigns"."ends_at" > "price_campaigns"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "price_campaigns" ADD CONSTRAINT "price_campaigns_tenant_id_companies_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_campaigns" ADD CONSTRAINT "price_campaigns_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_campaigns_product" ON "price_campaigns" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_campaigns_due" ON "price_campaigns" USING btree ("status","starts_at");