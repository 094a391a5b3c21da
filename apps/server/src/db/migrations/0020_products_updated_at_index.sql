-- The catalogue's snapshot reads the products that changed since its last read, every few seconds.
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
