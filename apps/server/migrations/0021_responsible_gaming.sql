CREATE TABLE "member_protection" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"has_limits" boolean DEFAULT false NOT NULL,
	"block_kind" text,
	"block_until" timestamp with time zone,
	"return_at" timestamp with time zone,
	"reality_check_minutes" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_protection_reality_check" CHECK ("member_protection"."reality_check_minutes" BETWEEN 5 AND 240)
);
--> statement-breakpoint
CREATE TABLE "protection_blocks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"return_requested_at" timestamp with time zone,
	"return_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"imposed_by" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"value" bigint NOT NULL,
	"pending_value" bigint,
	"pending_removes" boolean DEFAULT false NOT NULL,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "protection_limits_positive" CHECK ("protection_limits"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "protection_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cooling_off_hours" integer DEFAULT 24 NOT NULL,
	"minimum_age" integer DEFAULT 18 NOT NULL,
	"ask_date_of_birth" boolean DEFAULT false NOT NULL,
	"regulator_name" text DEFAULT '' NOT NULL,
	"regulator_url" text DEFAULT '' NOT NULL,
	"support_name" text DEFAULT '' NOT NULL,
	"support_url" text DEFAULT '' NOT NULL,
	"support_phone" text DEFAULT '' NOT NULL,
	"report_days" integer DEFAULT 7 NOT NULL,
	"report_rise_percent" integer DEFAULT 50 NOT NULL,
	"report_min_loss_cents" bigint DEFAULT 100000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_settings_one_row" CHECK ("protection_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "member_protection" ADD CONSTRAINT "member_protection_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_blocks" ADD CONSTRAINT "protection_blocks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_blocks_member_idx" ON "protection_blocks" USING btree ("member_id","id");--> statement-breakpoint
INSERT INTO "protection_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
