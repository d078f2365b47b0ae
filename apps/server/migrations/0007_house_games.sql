CREATE TABLE "house_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"round_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game" text NOT NULL,
	"game_code" text NOT NULL,
	"status" text NOT NULL,
	"seed_id" bigint,
	"nonce" integer,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"bet" jsonb,
	"outcome" jsonb,
	"closes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"player_id" text NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "launch_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_round_uq" ON "house_rounds" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_seed_nonce_uq" ON "house_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "house_rounds_member_idx" ON "house_rounds" USING btree ("member_id","game","id");--> statement-breakpoint
CREATE INDEX "house_rounds_open_idx" ON "house_rounds" USING btree ("closes_at") WHERE "house_rounds"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_active_uq" ON "house_seeds" USING btree ("member_id") WHERE "house_seeds"."revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "house_seeds_member_idx" ON "house_seeds" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "house_sessions_expires_idx" ON "house_sessions" USING btree ("expires_at");--> statement-breakpoint
UPDATE "vendors" SET "launch_url" = '/seamless' WHERE "vassalage" IN ('SW_RNG', 'SW_LIVE');
