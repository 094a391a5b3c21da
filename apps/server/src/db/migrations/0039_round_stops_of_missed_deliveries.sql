ALTER TABLE "round_stops" DROP CONSTRAINT "round_stops_order_id_unique";--> statement-breakpoint
CREATE INDEX "round_stops_order_idx" ON "round_stops" USING btree ("order_id");