CREATE TABLE "oo_fulfillment_time_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"prep_duration" integer DEFAULT 900 NOT NULL,
	"queue_duration" integer DEFAULT 0 NOT NULL,
	"setup_duration" integer DEFAULT 0 NOT NULL,
	"packaging_duration" integer DEFAULT 0 NOT NULL,
	"delivery_duration" integer DEFAULT 0 NOT NULL,
	"catering_prep_duration" integer DEFAULT 0 NOT NULL,
	"catering_packaging_duration" integer DEFAULT 0 NOT NULL,
	"catering_delivery_duration" integer DEFAULT 0 NOT NULL,
	"delivery_prep_duration" integer DEFAULT 0 NOT NULL,
	"delivery_packaging_duration" integer DEFAULT 0 NOT NULL,
	"offering_catering" boolean DEFAULT false NOT NULL,
	"offering_curbside" boolean DEFAULT false NOT NULL,
	"offering_delivery" boolean DEFAULT false NOT NULL,
	"offering_drive_thru" boolean DEFAULT false NOT NULL,
	"offering_fulfillment" boolean DEFAULT true NOT NULL,
	"offering_pickup" boolean DEFAULT true NOT NULL,
	"offering_dine_in" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "oo_time_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"store_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"buffer_open" smallint DEFAULT 0 NOT NULL,
	"buffer_close" smallint DEFAULT 0 NOT NULL,
	"granularity" smallint DEFAULT 15 NOT NULL,
	"max_future_days" smallint DEFAULT 7 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oo_time_settings_limits" CHECK ("oo_time_settings"."buffer_open" between 0 and 120 and "oo_time_settings"."buffer_close" between 0 and 120 and "oo_time_settings"."max_future_days" between 0 and 7)
);
--> statement-breakpoint
ALTER TABLE "oo_fulfillment_time_settings" ADD CONSTRAINT "oo_fulfillment_time_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_fulfillment_time_settings" ADD CONSTRAINT "oo_fulfillment_time_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_time_settings" ADD CONSTRAINT "oo_time_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_time_settings" ADD CONSTRAINT "oo_time_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oo_time_settings_store_idx" ON "oo_time_settings" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "oo_time_settings_merchant_idx" ON "oo_time_settings" USING btree ("merchant_id");