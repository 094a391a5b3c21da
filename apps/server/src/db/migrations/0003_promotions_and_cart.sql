CREATE TABLE "account_vouchers" (
	"user_id" uuid NOT NULL,
	"voucher_id" uuid NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_vouchers_user_id_voucher_id_pk" PRIMARY KEY("user_id","voucher_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"referee_discount_cents" integer NOT NULL,
	"referrer_reward_cents" integer NOT NULL,
	"referrer_reward_valid_days" integer NOT NULL,
	"first_orders_gift_product_id" uuid,
	"first_orders_with_gift" integer NOT NULL,
	"first_order_free_delivery" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referee_user_id" uuid PRIMARY KEY NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reward_voucher_id" uuid
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"voucher_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"user_id" uuid,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "voucher_redemptions_voucher_id_order_id_pk" PRIMARY KEY("voucher_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"usage_limit_per_customer" integer,
	"minimum_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"owner_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid,
	"state" text DEFAULT 'cart' NOT NULL,
	"coupon_code" text,
	"preloaded" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carts_number_unique" UNIQUE("number"),
	CONSTRAINT "carts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "account_vouchers" ADD CONSTRAINT "account_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_orders_user_idx" ON "promotion_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_user_idx" ON "voucher_redemptions" USING btree ("voucher_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_variant_key" ON "cart_lines" USING btree ("cart_id","variant_id");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id","updated_at");