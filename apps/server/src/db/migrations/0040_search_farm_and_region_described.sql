-- A product is named by its name, labels and shelves; its producer and region describe it, as its
-- description does (weight C, no longer B): « miel » no longer names the « Ferme des Mielles »'
-- carrots. The same expression as `searchVectorSql` (catalog.repository.ts).
UPDATE "products" SET "search_vector" =
  setweight(to_tsvector('french', unaccent("products"."display_name")), 'A')
  || setweight(to_tsvector('french', unaccent(concat_ws(' ',
       (select string_agg(label, ' ') from jsonb_array_elements_text("products"."labels") as label),
       (select string_agg("shelves"."label", ' ') from "shelf_products" join "shelves" on "shelves"."id" = "shelf_products"."shelf_id"
          where "shelf_products"."product_id" = "products"."id")))), 'B')
  || setweight(to_tsvector('french', unaccent(concat_ws(' ',
       "products"."description",
       (select "producers"."farm_name" from "producers" where "producers"."id" = "products"."producer_id"),
       "products"."origin_region"))), 'C');
