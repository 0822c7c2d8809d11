CREATE TABLE "click_to_call_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"target" text NOT NULL,
	"area_code" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_forms" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "click_to_call_requests" ADD CONSTRAINT "click_to_call_requests_tenant_id_companies_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_to_call_requests_tenant" ON "click_to_call_requests" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_forms_tenant_key" ON "contact_forms" USING btree ("tenant_id","key");