CREATE TABLE "product_cross_sells" (
	"tenant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"cross_sell_product_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_cross_sells_product_id_cross_sell_product_id_pk" PRIMARY KEY("product_id","cross_sell_product_id")
);
--> statement-breakpoint
ALTER TABLE "product_cross_sells" ADD CONSTRAINT "product_cross_sells_tenant_id_companies_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cross_sells" ADD CONSTRAINT "product_cross_sells_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cross_sells" ADD CONSTRAINT "product_cross_sells_cross_sell_product_id_products_id_fk" FOREIGN KEY ("cross_sell_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;