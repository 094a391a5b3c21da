CREATE TABLE "delivery_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"slot_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"courier_id" uuid,
	"planned_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	CONSTRAINT "delivery_rounds_slot_day_number_key" UNIQUE("slot_id","day","number")
);
--> statement-breakpoint
CREATE TABLE "round_stops" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"point_precision" text NOT NULL,
	"bags" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"planned_arrival" timestamp with time zone NOT NULL,
	"outcome" text,
	"absence_reason" text,
	"absence_note" text,
	"outcome_at" timestamp with time zone,
	"outcome_key" uuid,
	"recorded_at" timestamp with time zone,
	"told_near_at" timestamp with time zone,
	CONSTRAINT "round_stops_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "round_stops_outcome_key_unique" UNIQUE("outcome_key")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "round_stops" ADD CONSTRAINT "round_stops_round_id_delivery_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "delivery_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_rounds_day_idx" ON "delivery_rounds" USING btree ("day");--> statement-breakpoint
CREATE INDEX "round_stops_round_idx" ON "round_stops" USING btree ("round_id","position");