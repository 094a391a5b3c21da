CREATE TABLE "payment_method_owners" (
	"payment_method_id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"bound_at" timestamp with time zone NOT NULL
);
