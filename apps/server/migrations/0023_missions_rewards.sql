CREATE TABLE "invite_codes" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"mission_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"progress" bigint NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_progress_mission_id_member_id_period_key_pk" PRIMARY KEY("mission_id","member_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "mission_sources" (
	"mission_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_sources_mission_id_member_id_source_pk" PRIMARY KEY("mission_id","member_id","source")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "missions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"game_type" text,
	"target" bigint NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"claim_days" integer DEFAULT 7 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_target" CHECK ("missions"."target" > 0),
	CONSTRAINT "missions_reward" CHECK ("missions"."reward_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_rules" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"trigger" text NOT NULL,
	"threshold_cents" bigint NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"claim_days" integer DEFAULT 30 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rules_one_row" CHECK ("referral_rules"."id" = 1),
	CONSTRAINT "referral_rules_amounts" CHECK ("referral_rules"."threshold_cents" > 0 AND "referral_rules"."reward_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"ip" text,
	"user_agent" text,
	"refused" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."invitee_id" <> "referrals"."inviter_id")
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'claim' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_sources" ADD CONSTRAINT "mission_sources_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_code_idx" ON "invite_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "mission_progress_board_idx" ON "mission_progress" USING btree ("mission_id","period_key","progress");--> statement-breakpoint
CREATE INDEX "mission_progress_member_idx" ON "mission_progress" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "missions_live_idx" ON "missions" USING btree ("kind") WHERE "missions"."enabled";--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_source_idx" ON "reward_claims" USING btree ("source");--> statement-breakpoint
CREATE INDEX "reward_claims_open_idx" ON "reward_claims" USING btree ("member_id","expires_at") WHERE "reward_claims"."status" = 'claim';--> statement-breakpoint
CREATE INDEX "reward_claims_member_idx" ON "reward_claims" USING btree ("member_id","id");--> statement-breakpoint
-- An invitee whose deposits reach 100.00 earns the inviter 500 points until an operator says otherwise.
INSERT INTO "referral_rules" ("id", "trigger", "threshold_cents", "reward_kind", "reward_amount") VALUES (1, 'first_deposit', 10000, 'points', 500) ON CONFLICT DO NOTHING;
