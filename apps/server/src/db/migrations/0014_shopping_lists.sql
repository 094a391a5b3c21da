CREATE TABLE "shopping_list_items" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shopping_list_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE INDEX "shopping_list_items_user_idx" ON "shopping_list_items" USING btree ("user_id","changed_at");