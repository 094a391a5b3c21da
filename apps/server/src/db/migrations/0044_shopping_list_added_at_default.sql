-- Copies of the previous version keep serving while the migrations run (docs/operations.md): they
-- write list rows without `added_at`, which then takes the moment it was written.
ALTER TABLE "shopping_list_items" ALTER COLUMN "added_at" SET DEFAULT now();