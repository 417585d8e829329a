ALTER TABLE "change_log" DROP CONSTRAINT "change_log_store_id_stores_id_fk";
--> statement-breakpoint
ALTER TABLE "change_log" DROP CONSTRAINT "change_log_user_id_users_id_fk";
