ALTER TABLE "carts" ADD COLUMN "prepared_quantities" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "captured_cents" integer;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refunded_at" timestamp with time zone;