CREATE TABLE "push_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_key" text NOT NULL,
	"push_token_id" text NOT NULL,
	"receipt_id" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_tickets_notification_device_idx" ON "push_tickets" USING btree ("notification_key","push_token_id");--> statement-breakpoint
CREATE INDEX "push_tickets_sent_at_idx" ON "push_tickets" USING btree ("sent_at");