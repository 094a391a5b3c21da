ALTER TABLE "push_outbox" ADD COLUMN "channel_id" text;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "category_id" text;