CREATE TABLE "order_additions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"lines" jsonb NOT NULL,
	"state" text NOT NULL,
	"amount_cents" integer,
	"failure_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_additions" ADD CONSTRAINT "order_additions_order_id_carts_id_fk" FOREIGN KEY ("order_id") REFERENCES "carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_additions_key" ON "order_additions" USING btree ("order_id","idempotency_key");