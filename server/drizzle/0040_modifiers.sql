ALTER TABLE "modifier_group_items" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD COLUMN "is_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD COLUMN "is_forced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Groups that already ask for a choice are the required, forced ones the POS prompts with.
UPDATE "modifier_groups" SET "is_required" = true, "is_forced" = true WHERE "min_selections" > 0;
