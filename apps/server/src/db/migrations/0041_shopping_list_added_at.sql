-- A shopping list keeps the order its products were put on it (`added_at`), no longer the order of
-- their last change. Rows already there take their last change's date, the best known.
DROP INDEX "shopping_list_items_user_idx";--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "added_at" timestamp with time zone;--> statement-breakpoint
UPDATE "shopping_list_items" SET "added_at" = "changed_at";--> statement-breakpoint
ALTER TABLE "shopping_list_items" ALTER COLUMN "added_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "shopping_list_items_user_idx" ON "shopping_list_items" USING btree ("user_id","added_at");
