CREATE TABLE "oo_site_brand_sites" (
	"merchant_id" integer NOT NULL,
	"brand_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	CONSTRAINT "oo_site_brand_sites_merchant_id_site_id_pk" PRIMARY KEY("merchant_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "oo_site_brands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"site_primary_color" text DEFAULT '#0f235f' NOT NULL,
	"font" text DEFAULT 'Source Sans Pro' NOT NULL,
	"button_text_color" text DEFAULT 'white' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oo_site_brands_merchant_id_key" UNIQUE("merchant_id","id"),
	CONSTRAINT "oo_site_brands_button_text" CHECK ("oo_site_brands"."button_text_color" in ('white', 'black'))
);
--> statement-breakpoint
ALTER TABLE "oo_site_brand_sites" ADD CONSTRAINT "oo_site_brand_sites_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_site_brand_sites" ADD CONSTRAINT "oo_site_brand_sites_merchant_id_brand_id_oo_site_brands_merchant_id_id_fk" FOREIGN KEY ("merchant_id","brand_id") REFERENCES "public"."oo_site_brands"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_site_brands" ADD CONSTRAINT "oo_site_brands_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oo_site_brand_sites_brand_idx" ON "oo_site_brand_sites" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "oo_site_brands_merchant_idx" ON "oo_site_brands" USING btree ("merchant_id","created_at");