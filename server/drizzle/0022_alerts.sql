CREATE TABLE "store_alerts" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"sales_on" boolean DEFAULT false NOT NULL,
	"sales_threshold" smallint,
	"price_on" boolean DEFAULT false NOT NULL,
	"price_threshold" smallint,
	"discount_on" boolean DEFAULT false NOT NULL,
	"discount_threshold" smallint,
	"marketing_on" boolean DEFAULT false NOT NULL,
	"marketing_threshold" smallint,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "store_alerts_merchant_id_store_id_pk" PRIMARY KEY("merchant_id","store_id"),
	CONSTRAINT "store_alerts_thresholds" CHECK ("store_alerts"."sales_threshold" between 1 and 25 and "store_alerts"."price_threshold" between 1 and 25
          and "store_alerts"."discount_threshold" between 1 and 25 and "store_alerts"."marketing_threshold" between 1 and 25),
	CONSTRAINT "store_alerts_on_has_threshold" CHECK ((not "store_alerts"."sales_on" or "store_alerts"."sales_threshold" is not null) and (not "store_alerts"."price_on" or "store_alerts"."price_threshold" is not null)
          and (not "store_alerts"."discount_on" or "store_alerts"."discount_threshold" is not null)
          and (not "store_alerts"."marketing_on" or "store_alerts"."marketing_threshold" is not null))
);
--> statement-breakpoint
ALTER TABLE "store_alerts" ADD CONSTRAINT "store_alerts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_alerts" ADD CONSTRAINT "store_alerts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;