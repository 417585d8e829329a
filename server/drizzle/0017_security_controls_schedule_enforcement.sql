CREATE TABLE "schedule_enforcements" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"is_clock_in_enforcement_enabled" boolean NOT NULL,
	"clock_in_lower_limit" smallint NOT NULL,
	"clock_in_upper_limit" smallint NOT NULL,
	"is_clock_out_enforcement_enabled" boolean NOT NULL,
	"clock_out_lower_limit" smallint NOT NULL,
	"clock_out_upper_limit" smallint NOT NULL,
	"is_unscheduled_shift_approval_required" boolean NOT NULL,
	"last_modified_user_code" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "schedule_enforcements_merchant_id_store_id_pk" PRIMARY KEY("merchant_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "security_controls" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"is_limit_checks_enabled" boolean DEFAULT false NOT NULL,
	"max_open_checks" smallint,
	"is_limit_clear_items_enabled" boolean DEFAULT false NOT NULL,
	"max_clear_items" smallint,
	"is_limit_delete_tickets_enabled" boolean DEFAULT false NOT NULL,
	"max_delete_tickets" smallint,
	"is_limit_max_refund_amount_enabled" boolean DEFAULT false NOT NULL,
	"max_ticket_amount" numeric(12, 2),
	"max_shift_amount" numeric(12, 2),
	"is_ticket_amount_enabled" boolean DEFAULT false NOT NULL,
	"is_shift_amount_enabled" boolean DEFAULT false NOT NULL,
	"is_limit_user_permission_enabled" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "security_controls_counts" CHECK ("security_controls"."max_open_checks" between 1 and 9999 and "security_controls"."max_clear_items" between 1 and 9999
          and "security_controls"."max_delete_tickets" between 1 and 9999),
	CONSTRAINT "security_controls_amounts" CHECK ("security_controls"."max_ticket_amount" between 0.01 and 999999.99 and "security_controls"."max_shift_amount" between 0.01 and 999999.99)
);
--> statement-breakpoint
ALTER TABLE "schedule_enforcements" ADD CONSTRAINT "schedule_enforcements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_enforcements" ADD CONSTRAINT "schedule_enforcements_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_controls" ADD CONSTRAINT "security_controls_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;