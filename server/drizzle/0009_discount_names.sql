ALTER TABLE "ticket_lines" ADD COLUMN "line_discount_name" text;--> statement-breakpoint
ALTER TABLE "ticket_lines" ADD COLUMN "ticket_discount_name" text;