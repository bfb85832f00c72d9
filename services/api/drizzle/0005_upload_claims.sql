ALTER TABLE "uploaded_files" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Files already in place took their URL's one use; earlier URLs lived the default 15 minutes.
UPDATE "uploaded_files" SET "claimed_at" = "uploaded_at", "expires_at" = "created_at" + interval '15 minutes';--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "expires_at" SET NOT NULL;
