CREATE TABLE "push_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"push_token_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"data" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"user_id" text,
	"argument" jsonb,
	"error" text NOT NULL,
	"platform" text,
	"app_version" text,
	"request_id" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "push_outbox_token_idx" ON "push_outbox" USING btree ("push_token_id","id");--> statement-breakpoint
CREATE INDEX "push_outbox_user_idx" ON "push_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "error_reports_received_idx" ON "error_reports" USING btree ("received_at");