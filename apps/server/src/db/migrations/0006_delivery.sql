CREATE TABLE "delivery_slot_bookings" (
	"slot_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "delivery_slot_bookings_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mode" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"bookable_until" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_slots_mode_start_key" UNIQUE("mode","starts_at"),
	CONSTRAINT "delivery_slots_booked_within_capacity" CHECK ("delivery_slots"."booked" >= 0 and "delivery_slots"."booked" <= "delivery_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_name" text NOT NULL,
	"provider_point_id" text NOT NULL,
	"company" text NOT NULL,
	"address1" text NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"country_iso" text DEFAULT 'FR' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "pickup_points_provider_point_key" UNIQUE("provider_name","provider_point_id")
);
--> statement-breakpoint
ALTER TABLE "delivery_slot_bookings" ADD CONSTRAINT "delivery_slot_bookings_slot_id_delivery_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "delivery_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_slot_bookings_slot_idx" ON "delivery_slot_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "delivery_slots_mode_bookable_idx" ON "delivery_slots" USING btree ("mode","bookable_until");--> statement-breakpoint
CREATE INDEX "pickup_points_zipcode_idx" ON "pickup_points" USING btree ("zipcode");