ALTER TABLE "customer_profiles" ADD COLUMN "substitution_default" text;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "substitution" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "substitutions" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "substitution_default" text;