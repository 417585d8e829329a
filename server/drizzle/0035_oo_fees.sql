CREATE TABLE "oo_fees" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"fee_number" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"assigned_sites" text[] DEFAULT '{}'::text[] NOT NULL,
	"fulfillment_types" text[] NOT NULL,
	"calculation_type" text NOT NULL,
	"value" numeric(5, 2) NOT NULL,
	"min_amount" numeric(5, 2),
	"max_amount" numeric(5, 2),
	"rounding_decimal_places" smallint,
	"sales_item_id" integer NOT NULL,
	"is_delivery_partner_fee" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oo_fees_calculation_type" CHECK ("oo_fees"."calculation_type" in ('percent', 'amount')),
	CONSTRAINT "oo_fees_value" CHECK ("oo_fees"."value" > 0 and ("oo_fees"."calculation_type" = 'amount' or "oo_fees"."value" <= 100)
          and coalesce("oo_fees"."min_amount", 0) >= 0 and coalesce("oo_fees"."max_amount", 0) >= 0),
	CONSTRAINT "oo_fees_rounding" CHECK ("oo_fees"."rounding_decimal_places" is null or "oo_fees"."rounding_decimal_places" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "item_master_type" smallint;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "is_aod_fee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "oo_fees" ADD CONSTRAINT "oo_fees_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_fees" ADD CONSTRAINT "oo_fees_sales_item_id_items_id_fk" FOREIGN KEY ("sales_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oo_fees_merchant_idx" ON "oo_fees" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oo_fees_merchant_name_idx" ON "oo_fees" USING btree ("merchant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "oo_fees_merchant_number_idx" ON "oo_fees" USING btree ("merchant_id","fee_number");--> statement-breakpoint
CREATE UNIQUE INDEX "oo_fees_sales_item_idx" ON "oo_fees" USING btree ("sales_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oo_fees_partner_idx" ON "oo_fees" USING btree ("merchant_id") WHERE "oo_fees"."is_delivery_partner_fee";