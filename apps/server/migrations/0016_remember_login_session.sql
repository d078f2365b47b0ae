ALTER TABLE "sessions" ADD COLUMN "login_session_id" bigint;--> statement-breakpoint
CREATE INDEX "sessions_login_session_idx" ON "sessions" USING btree ("login_session_id") WHERE "sessions"."login_session_id" IS NOT NULL;
