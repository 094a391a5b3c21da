CREATE TABLE "producers" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"farm_name" text NOT NULL,
	"region" text NOT NULL,
	"town" text NOT NULL,
	"practices" jsonb NOT NULL,
	"story" text NOT NULL,
	CONSTRAINT "producers_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"reference" text NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text NOT NULL,
	"unit_label" text NOT NULL,
	"net_quantity" jsonb,
	"price_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"labels" jsonb NOT NULL,
	"producer_id" integer NOT NULL,
	"origin_region" text NOT NULL,
	"photo_key" text NOT NULL,
	"max_orderable" integer,
	"stock" integer NOT NULL,
	"available" boolean NOT NULL,
	"regional_postal_prefixes" jsonb,
	"farm_share_bp" integer NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"search_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "products_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "racks" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"title" text NOT NULL,
	"url_slug" text NOT NULL,
	"canonical" boolean NOT NULL,
	"legacy_key" text,
	"seo" jsonb NOT NULL,
	"marketing" jsonb NOT NULL,
	"image_key" text NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "racks_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "related_shelves" (
	"shelf_id" integer NOT NULL,
	"related_shelf_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "related_shelves_shelf_id_related_shelf_id_pk" PRIMARY KEY("shelf_id","related_shelf_id")
);
--> statement-breakpoint
CREATE TABLE "retail_variants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"unit_label" text NOT NULL,
	"price_cents" integer NOT NULL,
	"net_quantity" jsonb,
	CONSTRAINT "retail_variants_product_id_unique" UNIQUE("product_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shelf_products" (
	"shelf_id" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "shelf_products_shelf_id_product_id_pk" PRIMARY KEY("shelf_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "shelves" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"rack_id" integer NOT NULL,
	"legacy_key" text,
	"label" text NOT NULL,
	"url_slug" text,
	"position" integer NOT NULL,
	"article" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shelves_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"path" text,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"key" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_ratings" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"average_rating" double precision NOT NULL,
	"review_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid,
	"title" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"display_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "producers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_shelves" ADD CONSTRAINT "related_shelves_shelf_id_shelves_id_fk" FOREIGN KEY ("shelf_id") REFERENCES "shelves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_shelves" ADD CONSTRAINT "related_shelves_related_shelf_id_shelves_id_fk" FOREIGN KEY ("related_shelf_id") REFERENCES "shelves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_variants" ADD CONSTRAINT "retail_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_products" ADD CONSTRAINT "shelf_products_shelf_id_shelves_id_fk" FOREIGN KEY ("shelf_id") REFERENCES "shelves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_products" ADD CONSTRAINT "shelf_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelves" ADD CONSTRAINT "shelves_rack_id_racks_id_fk" FOREIGN KEY ("rack_id") REFERENCES "racks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shelf_products_product_idx" ON "shelf_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shelves_rack_idx" ON "shelves" USING btree ("rack_id","position");--> statement-breakpoint
CREATE INDEX "content_documents_type_idx" ON "content_documents" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_published_path_idx" ON "content_documents" USING btree ("path") WHERE "content_documents"."id" not like 'drafts.%';--> statement-breakpoint
CREATE INDEX "reviews_product_created_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"id");