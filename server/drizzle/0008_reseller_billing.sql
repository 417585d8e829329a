ALTER TABLE "resellers" ADD COLUMN "billing_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "billing_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "billing_url" text DEFAULT '' NOT NULL;