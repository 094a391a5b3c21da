CREATE TABLE "order_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_carts_id_fk" FOREIGN KEY ("order_id") REFERENCES "carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id","changed_at");--> statement-breakpoint
UPDATE "carts" SET "status" = 'scheduled' WHERE "state" = 'complete' AND "status" IS NULL;--> statement-breakpoint
INSERT INTO "order_status_changes" ("order_id", "from_status", "to_status", "actor_kind", "changed_at") SELECT "id", NULL, 'scheduled', 'system', "completed_at" FROM "carts" WHERE "state" = 'complete';
