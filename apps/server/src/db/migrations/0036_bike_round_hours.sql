CREATE TABLE "bike_round_hours" (
	"from_day" date PRIMARY KEY NOT NULL,
	"windows" jsonb NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
