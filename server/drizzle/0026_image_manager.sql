CREATE TABLE "company_image_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"customer_display_image_sha256" "bytea",
	"customer_display_image_stores" integer[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_images" (
	"merchant_id" integer NOT NULL,
	"sha256" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_images_merchant_id_sha256_pk" PRIMARY KEY("merchant_id","sha256"),
	CONSTRAINT "merchant_images_content_type" CHECK ("merchant_images"."content_type" in ('image/png', 'image/jpeg', 'image/gif'))
);
--> statement-breakpoint
CREATE TABLE "store_image_settings" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"customer_display_image_override_sha256" "bytea",
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "store_image_settings_merchant_id_store_id_pk" PRIMARY KEY("merchant_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "company_image_settings" ADD CONSTRAINT "company_image_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_image_settings" ADD CONSTRAINT "company_image_settings_display_image_fk" FOREIGN KEY ("merchant_id","customer_display_image_sha256") REFERENCES "public"."merchant_images"("merchant_id","sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_images" ADD CONSTRAINT "merchant_images_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_image_settings" ADD CONSTRAINT "store_image_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_image_settings" ADD CONSTRAINT "store_image_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_image_settings" ADD CONSTRAINT "store_image_settings_override_fk" FOREIGN KEY ("merchant_id","customer_display_image_override_sha256") REFERENCES "public"."merchant_images"("merchant_id","sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_images_sha256_idx" ON "merchant_images" USING btree ("sha256");