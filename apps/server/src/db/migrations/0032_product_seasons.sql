ALTER TABLE "products" ADD COLUMN "produce" text;--> statement-breakpoint
ALTER TABLE "shelves" ADD COLUMN "seasonal" boolean DEFAULT false NOT NULL;