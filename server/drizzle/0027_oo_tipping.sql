CREATE TABLE "oo_tip_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"suggestions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "oo_tip_settings" ADD CONSTRAINT "oo_tip_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_tip_settings" ADD CONSTRAINT "oo_tip_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;