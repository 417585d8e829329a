CREATE TABLE "store_options" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"is_gratuity_enabled" boolean DEFAULT false NOT NULL,
	"is_takeout_enabled" boolean DEFAULT false NOT NULL,
	"is_delivery_enabled" boolean DEFAULT false NOT NULL,
	"is_catering_enabled" boolean DEFAULT false NOT NULL,
	"is_drive_thru_enabled" boolean DEFAULT false NOT NULL,
	"subtract_tip_and_gratuity_in_financial_shifts" boolean DEFAULT false NOT NULL,
	"dine_in_charge_id" integer,
	"takeout_charge_id" integer,
	"delivery_charge_id" integer,
	"catering_charge_id" integer,
	"drive_thru_charge_id" integer,
	"is_quick_service" boolean DEFAULT true NOT NULL,
	"is_order_mode_prompt_enabled" boolean DEFAULT false NOT NULL,
	"is_dine_in_chit_header_enabled" boolean DEFAULT false NOT NULL,
	"is_breaks_enabled" boolean DEFAULT false NOT NULL,
	"minimum_break_minutes" smallint DEFAULT 0 NOT NULL,
	"is_using_orders" boolean DEFAULT false NOT NULL,
	"auto_close_prepaid_orders" boolean DEFAULT false NOT NULL,
	"immediately_print_all_orders" boolean DEFAULT false NOT NULL,
	"order_download_threshold_takeout" smallint DEFAULT 0 NOT NULL,
	"order_download_threshold_delivery" smallint DEFAULT 0 NOT NULL,
	"business_date_end" time DEFAULT '03:00:00' NOT NULL,
	"guest_count_mode" smallint DEFAULT 0 NOT NULL,
	"takeout_order_naming_strategy" smallint DEFAULT 0 NOT NULL,
	"delivery_order_naming_strategy" smallint DEFAULT 0 NOT NULL,
	"catering_order_naming_strategy" smallint DEFAULT 0 NOT NULL,
	"download_labor_schedule_to_pos" boolean DEFAULT false NOT NULL,
	"is_venue_product_count_enabled" boolean DEFAULT false NOT NULL,
	"product_count_url" text DEFAULT '' NOT NULL,
	"is_auto_sort_required_modifiers_enabled" boolean DEFAULT false NOT NULL,
	"is_view_optional_modifier_groups_closed_enabled" boolean DEFAULT false NOT NULL,
	"is_auto_close_minimum_required_groups_enabled" boolean DEFAULT false NOT NULL,
	"is_online_order_customer_receipt_disabled" boolean DEFAULT false NOT NULL,
	"is_puc_order_enabled" boolean DEFAULT false NOT NULL,
	"puc_store_id" bigint DEFAULT 0 NOT NULL,
	"puc_org_id" bigint DEFAULT 0 NOT NULL,
	"is_hold_and_release_timers_enabled" boolean DEFAULT false NOT NULL,
	"is_include_default_modifier_on_kds_enabled" boolean DEFAULT false NOT NULL,
	"routing_dine_in" smallint DEFAULT 0 NOT NULL,
	"routing_takeout" smallint DEFAULT 0 NOT NULL,
	"routing_delivery" smallint DEFAULT 0 NOT NULL,
	"routing_catering" smallint DEFAULT 0 NOT NULL,
	"routing_drive_thru" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "store_options_merchant_id_store_id_pk" PRIMARY KEY("merchant_id","store_id"),
	CONSTRAINT "store_options_limits" CHECK ("store_options"."minimum_break_minutes" between 0 and 240 and "store_options"."order_download_threshold_takeout" between 0 and 9999
          and "store_options"."order_download_threshold_delivery" between 0 and 9999 and "store_options"."guest_count_mode" between 0 and 4
          and "store_options"."puc_store_id" >= 0 and "store_options"."puc_org_id" >= 0),
	CONSTRAINT "store_options_choices" CHECK ("store_options"."takeout_order_naming_strategy" in (0, 1) and "store_options"."delivery_order_naming_strategy" in (0, 1)
          and "store_options"."catering_order_naming_strategy" in (0, 1) and "store_options"."routing_dine_in" in (0, 1) and "store_options"."routing_takeout" in (0, 1)
          and "store_options"."routing_delivery" in (0, 1) and "store_options"."routing_catering" in (0, 1) and "store_options"."routing_drive_thru" in (0, 1)),
	CONSTRAINT "store_options_business_date_end" CHECK (extract(minute from "store_options"."business_date_end") in (0, 15, 30, 45) and extract(second from "store_options"."business_date_end") = 0)
);
--> statement-breakpoint
ALTER TABLE "store_options" ADD CONSTRAINT "store_options_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_options" ADD CONSTRAINT "store_options_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_options" ADD CONSTRAINT "store_options_dine_in_charge_id_items_id_fk" FOREIGN KEY ("dine_in_charge_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_options" ADD CONSTRAINT "store_options_takeout_charge_id_items_id_fk" FOREIGN KEY ("takeout_charge_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_options" ADD CONSTRAINT "store_options_delivery_charge_id_items_id_fk" FOREIGN KEY ("delivery_charge_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_options" ADD CONSTRAINT "store_options_catering_charge_id_items_id_fk" FOREIGN KEY ("catering_charge_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_options" ADD CONSTRAINT "store_options_drive_thru_charge_id_items_id_fk" FOREIGN KEY ("drive_thru_charge_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;