CREATE TABLE "oo_event_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oo_window_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"store_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"day_hours" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oo_event_settings" ADD CONSTRAINT "oo_event_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_event_settings" ADD CONSTRAINT "oo_event_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_window_settings" ADD CONSTRAINT "oo_window_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_window_settings" ADD CONSTRAINT "oo_window_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oo_event_settings_store_idx" ON "oo_event_settings" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "oo_event_settings_merchant_idx" ON "oo_event_settings" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oo_window_settings_store_idx" ON "oo_window_settings" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "oo_window_settings_merchant_idx" ON "oo_window_settings" USING btree ("merchant_id");