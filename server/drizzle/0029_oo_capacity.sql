CREATE TABLE "oo_capacity_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"store_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"week" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "oo_capacity_settings" ADD CONSTRAINT "oo_capacity_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_capacity_settings" ADD CONSTRAINT "oo_capacity_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oo_capacity_settings_store_idx" ON "oo_capacity_settings" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "oo_capacity_settings_merchant_idx" ON "oo_capacity_settings" USING btree ("merchant_id");