CREATE TABLE "oo_configuration_settings" (
	"merchant_id" integer NOT NULL,
	"configuration_set_id" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "oo_configuration_settings_merchant_id_configuration_set_id_key_pk" PRIMARY KEY("merchant_id","configuration_set_id","key")
);
--> statement-breakpoint
CREATE TABLE "oo_popular_items_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "oo_configuration_settings" ADD CONSTRAINT "oo_configuration_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_popular_items_settings" ADD CONSTRAINT "oo_popular_items_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_popular_items_settings" ADD CONSTRAINT "oo_popular_items_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;