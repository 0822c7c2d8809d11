ALTER TABLE "newsletter_leads" ADD COLUMN "consented_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_leads" ADD COLUMN "consent_source" text DEFAULT 'newsletter' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_leads" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_leads" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "click_to_call_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "click_to_call_requests" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "sender_email" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "sender_phone" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "newsletter_leads" ADD CONSTRAINT "newsletter_leads_assignee_id_operators_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_assignee_id_operators_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_to_call_requests" ADD CONSTRAINT "click_to_call_requests_assignee_id_operators_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assignee_id_operators_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alerts_tenant" ON "stock_alerts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_tenant" ON "contact_messages" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_sender_email" ON "contact_messages" USING btree ("tenant_id","sender_email");--> statement-breakpoint
UPDATE "newsletter_leads" SET "consented_at" = "created_at";--> statement-breakpoint
-- Who wrote the messages kept before: the value of the form's e-mail field, of the field named
-- name and of the one named phone (contactSender's rule).
UPDATE "contact_messages" m SET
  "sender_email" = (SELECT lower(v->>'value') FROM jsonb_array_elements(m."fields") v
    JOIN "contact_forms" f ON f."id" = m."contact_form_id"
    JOIN jsonb_array_elements(f."fields") ff ON ff->>'id' = v->>'id'
    WHERE ff->>'type' = 'email' AND v->>'value' <> '' LIMIT 1),
  "sender_name" = (SELECT v->>'value' FROM jsonb_array_elements(m."fields") v
    WHERE v->>'id' = 'name' AND v->>'value' <> '' LIMIT 1),
  "sender_phone" = (SELECT v->>'value' FROM jsonb_array_elements(m."fields") v
    WHERE v->>'id' = 'phone' AND v->>'value' <> '' LIMIT 1);
