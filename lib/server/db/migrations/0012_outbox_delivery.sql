ALTER TABLE "outbox_emails" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_emails_due" ON "outbox_emails" USING btree ("next_attempt_at") WHERE sent_at is null and failed_at is null;--> statement-breakpoint
-- E-mails written before the store could send any are not sent now, perhaps months later (a
-- recovery link long expired): they stay readable in the outbox, marked as never sent.
UPDATE "outbox_emails" SET "failed_at" = now(), "last_error" = 'written before e-mail delivery was configured' WHERE "sent_at" IS NULL;
