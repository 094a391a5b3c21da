CREATE TABLE "order_preparation_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"prepared" boolean NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"marked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_preparation_marks" ADD CONSTRAINT "order_preparation_marks_order_id_carts_id_fk" FOREIGN KEY ("order_id") REFERENCES "carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_preparation_marks_order_idx" ON "order_preparation_marks" USING btree ("order_id","marked_at");--> statement-breakpoint
-- The orders prepared already: their mark at their preparation, by the member whose change the
-- journal kept last (none for an order prepared before the journal).
INSERT INTO "order_preparation_marks" ("order_id", "prepared", "actor_kind", "actor_id", "marked_at")
SELECT "carts"."id", true, 'staff',
  (SELECT "audit_entries"."member_id"::text FROM "audit_entries"
    WHERE "audit_entries"."subject_type" = 'order' AND "audit_entries"."subject_id" = "carts"."number"
      AND "audit_entries"."action" = 'order.prepared' AND "audit_entries"."outcome" = 'done'
      AND "audit_entries"."after"->>'preparedAt' IS NOT NULL
    ORDER BY "audit_entries"."at" DESC, "audit_entries"."id" DESC LIMIT 1),
  "carts"."prepared_at"
FROM "carts" WHERE "carts"."prepared_at" IS NOT NULL;
