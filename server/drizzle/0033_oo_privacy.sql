CREATE TABLE "oo_privacy_policies" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"company_privacy_policy" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "oo_privacy_policies" ADD CONSTRAINT "oo_privacy_policies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;