CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "sandbox_challenges_intent_id_unique" UNIQUE("intent_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"captured_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "sandbox_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_challenges" ADD CONSTRAINT "sandbox_challenges_intent_id_sandbox_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "sandbox_payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_payment_method_key" ON "saved_cards" USING btree ("user_id","payment_method_id");--> statement-breakpoint
CREATE INDEX "sandbox_payment_intents_reference_idx" ON "sandbox_payment_intents" USING btree ("reference");