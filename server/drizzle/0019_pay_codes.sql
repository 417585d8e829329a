ALTER TABLE "pay_in_out_reasons" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_in_out_reasons" ADD COLUMN "is_system" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_in_out_reasons" ADD COLUMN "is_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_in_out_reasons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Hand-written: a reason's short code becomes the Pay In/Out Codes page's Name (at most 10) and its name the
-- Description (at most 30); every merchant gets its system code SAFEDROP.
UPDATE "pay_in_out_reasons" SET "description" = left("name", 30), "name" = left("code", 10);--> statement-breakpoint
CREATE UNIQUE INDEX "pay_in_out_reasons_merchant_name_idx" ON "pay_in_out_reasons" USING btree ("merchant_id",upper("name")) WHERE not "pay_in_out_reasons"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "pay_in_out_reasons_merchant_system_idx" ON "pay_in_out_reasons" USING btree ("merchant_id") WHERE "pay_in_out_reasons"."is_system";--> statement-breakpoint
ALTER TABLE "pay_in_out_reasons" DROP COLUMN "code";--> statement-breakpoint
INSERT INTO "pay_in_out_reasons" ("merchant_id", "kind", "name", "description", "is_system")
  SELECT "id", 'P', 'SAFEDROP', 'Safe drop', true FROM "merchants" ON CONFLICT DO NOTHING;