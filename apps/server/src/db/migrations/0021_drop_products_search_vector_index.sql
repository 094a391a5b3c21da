-- Search matches and ranks in the server's memory (search-index.ts): no query used this index, and
-- each stock update of an order wrote its entries again (9.5 KB of WAL a 5-product update with it,
-- 6.5 KB without: bench/README.md).
DROP INDEX "products_search_vector_idx";
