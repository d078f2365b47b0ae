CREATE TABLE "zalo_bindings" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"zalo_user_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"claim_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zalo_bindings_amount" CHECK ("zalo_bindings"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "zalo_followers" (
	"zalo_user_id" text PRIMARY KEY NOT NULL,
	"following" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zalo_link_codes" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refused" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zalo_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"oa_id" text DEFAULT '' NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"oa_link" text DEFAULT '' NOT NULL,
	"secret_key" text DEFAULT '' NOT NULL,
	"cap_cents" bigint DEFAULT 13100000 NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reward_kind" text DEFAULT 'cash' NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"claim_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zalo_settings_one_row" CHECK ("zalo_settings"."id" = 1),
	CONSTRAINT "zalo_settings_cap" CHECK ("zalo_settings"."cap_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "zalo_bindings" ADD CONSTRAINT "zalo_bindings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zalo_bindings" ADD CONSTRAINT "zalo_bindings_claim_id_reward_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."reward_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zalo_link_codes" ADD CONSTRAINT "zalo_link_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "zalo_bindings_user_idx" ON "zalo_bindings" USING btree ("zalo_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zalo_link_codes_code_idx" ON "zalo_link_codes" USING btree ("code");--> statement-breakpoint
-- Off until the operator sets the OA and its secret; the table tops out at the cap (131,000.00).
INSERT INTO "zalo_settings" ("id", "prizes") VALUES (1, '[{"cents":"1310000","weight":60},{"cents":"3100000","weight":25},{"cents":"6600000","weight":12},{"cents":"13100000","weight":3}]'::jsonb);
