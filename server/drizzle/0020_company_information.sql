CREATE TABLE "company_information" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"cont_name" text DEFAULT '' NOT NULL,
	"cont_email" text DEFAULT '' NOT NULL,
	"co_name" text DEFAULT '' NOT NULL,
	"industry_id" smallint DEFAULT 1 NOT NULL,
	"co_add1" text DEFAULT '' NOT NULL,
	"co_add2" text DEFAULT '' NOT NULL,
	"co_city" text DEFAULT '' NOT NULL,
	"co_state" text DEFAULT '' NOT NULL,
	"co_zip" text DEFAULT '' NOT NULL,
	"cont_phone" text DEFAULT '' NOT NULL,
	"merchant_logo_url" text DEFAULT '' NOT NULL,
	"web_site_url" text DEFAULT '' NOT NULL,
	"marketing_from_email_address" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_receipt_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_information" ADD CONSTRAINT "company_information_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;