CREATE TABLE "oo_delivery_fee_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"fee_payer" smallint NOT NULL,
	"store_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"store_flat_fee" numeric(5, 2) DEFAULT 0 NOT NULL,
	"consumer_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"consumer_flat_fee" numeric(5, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oo_delivery_fee_settings_limits" CHECK ("oo_delivery_fee_settings"."fee_payer" between 0 and 4 and "oo_delivery_fee_settings"."store_percent" between 0 and 100 and "oo_delivery_fee_settings"."consumer_percent" between 0 and 100
          and "oo_delivery_fee_settings"."store_flat_fee" >= 0 and "oo_delivery_fee_settings"."consumer_flat_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "oo_order_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"table_prefix" text DEFAULT 'T' NOT NULL,
	"table_count" smallint DEFAULT 80 NOT NULL,
	"table_mode" text DEFAULT 'all' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oo_order_settings_table_mode" CHECK ("oo_order_settings"."table_mode" in ('specific', 'all')),
	CONSTRAINT "oo_order_settings_table_count" CHECK ("oo_order_settings"."table_count" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "oo_product_add_ons" (
	"merchant_id" integer NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL,
	"add_on" text NOT NULL,
	CONSTRAINT "oo_product_add_ons_merchant_id_store_id_add_on_pk" PRIMARY KEY("merchant_id","store_id","add_on")
);
--> statement-breakpoint
CREATE TABLE "oo_qr_code_pdfs" (
	"token" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oo_delivery_fee_settings" ADD CONSTRAINT "oo_delivery_fee_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_delivery_fee_settings" ADD CONSTRAINT "oo_delivery_fee_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_order_settings" ADD CONSTRAINT "oo_order_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_order_settings" ADD CONSTRAINT "oo_order_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_product_add_ons" ADD CONSTRAINT "oo_product_add_ons_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_qr_code_pdfs" ADD CONSTRAINT "oo_qr_code_pdfs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_qr_code_pdfs" ADD CONSTRAINT "oo_qr_code_pdfs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oo_delivery_fee_settings_store_idx" ON "oo_delivery_fee_settings" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "oo_delivery_fee_settings_merchant_idx" ON "oo_delivery_fee_settings" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "oo_order_settings_merchant_idx" ON "oo_order_settings" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "oo_qr_code_pdfs_store_idx" ON "oo_qr_code_pdfs" USING btree ("merchant_id","store_id","created_at");