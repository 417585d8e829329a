CREATE TABLE "oo_branding_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" integer NOT NULL,
	"image_key" text NOT NULL,
	"sha256" "bytea" NOT NULL,
	"file_name" text NOT NULL,
	"image_format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"file_size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" integer,
	"uploaded_by_name" text NOT NULL,
	CONSTRAINT "oo_branding_images_merchant_key" UNIQUE("merchant_id","image_key"),
	CONSTRAINT "oo_branding_images_key" CHECK ("oo_branding_images"."image_key" in ('company-logo-url', 'hec-banner-url')),
	CONSTRAINT "oo_branding_images_format" CHECK ("oo_branding_images"."image_format" in ('PNG', 'JPEG'))
);
--> statement-breakpoint
ALTER TABLE "oo_branding_images" ADD CONSTRAINT "oo_branding_images_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_branding_images" ADD CONSTRAINT "oo_branding_images_image_fk" FOREIGN KEY ("merchant_id","sha256") REFERENCES "public"."merchant_images"("merchant_id","sha256") ON DELETE no action ON UPDATE no action;