CREATE TABLE "sandbox_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"submit_key" text NOT NULL,
	"provider_reference" text NOT NULL,
	"status" text NOT NULL,
	"details" jsonb NOT NULL,
	"installments" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charge_pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charge_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_before_placing" jsonb;--> statement-breakpoint
CREATE INDEX "sandbox_charges_order" ON "sandbox_charges" USING btree ("order_id","submit_key");--> statement-breakpoint
CREATE INDEX "orders_charge_pending" ON "orders" USING btree ("charge_pending_since") WHERE "orders"."charge_pending_since" is not null;