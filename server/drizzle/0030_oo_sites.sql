CREATE TABLE "oo_company_provisioning" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"uri_name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "oo_sites" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"status" text,
	"locked" boolean DEFAULT false NOT NULL,
	"uri_name" text,
	"hours" jsonb NOT NULL,
	"minimum_delivery_amount" numeric(12, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "oo_company_provisioning" ADD CONSTRAINT "oo_company_provisioning_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_sites" ADD CONSTRAINT "oo_sites_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oo_sites" ADD CONSTRAINT "oo_sites_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oo_company_provisioning_uri_name_idx" ON "oo_company_provisioning" USING btree (lower("uri_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "oo_sites_uri_name_idx" ON "oo_sites" USING btree (lower("uri_name"));