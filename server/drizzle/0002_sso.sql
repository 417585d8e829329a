CREATE TABLE "sso_identities" (
	"organization_id" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_identities_organization_id_subject_pk" PRIMARY KEY("organization_id","subject")
);
--> statement-breakpoint
CREATE TABLE "sso_revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sso_organization_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sso_subject" text;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_identities_user_idx" ON "sso_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sso_revoked_tokens_expires_idx" ON "sso_revoked_tokens" USING btree ("expires_at");