ALTER TABLE "departments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;