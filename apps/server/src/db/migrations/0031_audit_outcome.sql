ALTER TABLE "audit_entries" ADD COLUMN "outcome" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "error_code" text;