ALTER TABLE "outbox_emails" ADD COLUMN "about" text;--> statement-breakpoint
CREATE INDEX "newsletter_leads_tenant" ON "newsletter_leads" USING btree ("tenant_id","created_at");--> statement-breakpoint
-- A lead made by a stock alert's newsletter box was written in the alert's transaction: the same
-- store, e-mail and moment. Its consent was given there, not on the newsletter form.
UPDATE "newsletter_leads" l SET "consent_source" = 'stockAlert'
  WHERE EXISTS (SELECT 1 FROM "stock_alerts" a
    WHERE a."tenant_id" = l."tenant_id" AND a."email" = l."email" AND a."newsletter"
      AND a."created_at" = l."created_at");
