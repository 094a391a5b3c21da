CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text NOT NULL,
	"processor_payment_method_id" text NOT NULL,
	"brand" text,
	"last_digits" text,
	"exp_month" integer,
	"exp_year" integer,
	"wallet" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"intent_id" text,
	"failure_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_payments_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "bill_address" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "ship_address" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipment_number" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_mode" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "delivery_slot" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "pickup_point" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_state" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipment_state" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_cart_idx" ON "order_payments" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "carts_user_completed_idx" ON "carts" USING btree ("user_id","completed_at");