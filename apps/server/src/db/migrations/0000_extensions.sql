-- French full-text search ignores accents (unaccent) and tolerates typos (pg_trgm): spec search rules.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
