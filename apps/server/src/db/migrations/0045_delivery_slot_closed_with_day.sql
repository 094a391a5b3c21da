ALTER TABLE "delivery_slots" ADD COLUMN "closed_with_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Slots closed before: the day's opening opened them all, as it did then.
UPDATE "delivery_slots" SET "closed_with_day" = true WHERE "closed_at" IS NOT NULL;
