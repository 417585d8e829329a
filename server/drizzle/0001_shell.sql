CREATE TABLE "feature_flag_values" (
	"merchant_id" integer NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL,
	"flag_name" text NOT NULL,
	"is_on" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "feature_flag_values_merchant_id_store_id_flag_name_pk" PRIMARY KEY("merchant_id","store_id","flag_name")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer,
	"reseller_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "leaf_level" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "hierarchy_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "mutually_exclusive_group_name" text;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "sort_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "labor_rate" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "is_back_office_user" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "exclude_from_labor_report_calculations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "asm_job_id" text;--> statement-breakpoint
ALTER TABLE "feature_flag_values" ADD CONSTRAINT "feature_flag_values_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_values" ADD CONSTRAINT "feature_flag_values_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_merchant_idx" ON "notifications" USING btree ("merchant_id");--> statement-breakpoint
ALTER TABLE "merchants" DROP COLUMN "feature_flags";