CREATE TABLE "report_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"store_id" integer,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"report_file" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"range" text NOT NULL,
	"cadence" text NOT NULL,
	"local_time" text NOT NULL,
	"weekday" smallint,
	"month_day" smallint,
	"recipients" jsonb NOT NULL,
	"formats" jsonb NOT NULL,
	"next_fire_at" timestamp with time zone,
	"next_period" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_kind_check" CHECK ("report_schedules"."kind" in ('report', 'digest')),
	CONSTRAINT "report_schedules_cadence_check" CHECK ("report_schedules"."cadence" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "report_schedules_range_check" CHECK ("report_schedules"."range" in ('today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'))
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"job" text NOT NULL,
	"key" text NOT NULL,
	"period" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"lease_until" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"claimed_by" text NOT NULL,
	"detail" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_runs_state_check" CHECK ("job_runs"."state" in ('running', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_schedules_user_idx" ON "report_schedules" USING btree ("merchant_id","user_id");--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("next_fire_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_schedules_digest_idx" ON "report_schedules" USING btree ("merchant_id","user_id",coalesce("store_id", 0)) WHERE "report_schedules"."kind" = 'digest';--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_period_idx" ON "job_runs" USING btree ("job","key","period");--> statement-breakpoint
CREATE INDEX "job_runs_retry_idx" ON "job_runs" USING btree ("job","state") WHERE "job_runs"."state" in ('running', 'failed');