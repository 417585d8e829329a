CREATE TABLE "store_configurations" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"add1" text DEFAULT '' NOT NULL,
	"add2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"cont_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"cont_phone" text DEFAULT '' NOT NULL,
	"secondary_cont_name" text DEFAULT '' NOT NULL,
	"secondary_email" text DEFAULT '' NOT NULL,
	"secondary_cont_phone" text DEFAULT '' NOT NULL,
	"coordinates_requested_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "store_configurations_merchant_id_store_id_pk" PRIMARY KEY("merchant_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "store_receipt_settings" ADD COLUMN "include_qr_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_receipt_settings" ADD COLUMN "qr_code_website_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_receipt_settings" ADD COLUMN "display_tip_suggestion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_receipt_settings" ADD COLUMN "tip_suggestion_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_receipt_settings" ADD COLUMN "tip_suggestion_1" smallint;--> statement-breakpoint
ALTER TABLE "store_receipt_settings" ADD COLUMN "tip_suggestion_2" smallint;--> statement-breakpoint
ALTER TABLE "store_receipt_settings" ADD COLUMN "tip_suggestion_3" smallint;--> statement-breakpoint
ALTER TABLE "store_configurations" ADD CONSTRAINT "store_configurations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_configurations" ADD CONSTRAINT "store_configurations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;