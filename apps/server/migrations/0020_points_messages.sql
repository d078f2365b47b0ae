CREATE TABLE "member_messages" (
	"member_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_messages_member_id_message_id_pk" PRIMARY KEY("member_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"source" text,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_rates" (
	"game_type" text PRIMARY KEY NOT NULL,
	"points_per_100" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_rates_non_negative" CHECK ("point_rates"."points_per_100" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"reward_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"status" text NOT NULL,
	"delivery" jsonb,
	"remark" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"points_price" bigint NOT NULL,
	"stock" integer,
	"per_member_limit" integer,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_rewards_price" CHECK ("point_rewards"."points_price" > 0),
	CONSTRAINT "point_rewards_stock" CHECK ("point_rewards"."stock" IS NULL OR "point_rewards"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"convert_points" integer NOT NULL,
	"convert_cents" bigint NOT NULL,
	"min_convert_points" integer NOT NULL,
	"convert_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_settings_one_row" CHECK ("point_settings"."id" = 1),
	CONSTRAINT "point_settings_rate" CHECK ("point_settings"."convert_points" > 0 AND "point_settings"."convert_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_messages_unread_idx" ON "member_messages" USING btree ("member_id") WHERE "member_messages"."read_at" IS NULL AND "member_messages"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_source_idx" ON "messages" USING btree ("source");--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("send_at") WHERE "messages"."delivered_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_request_idx" ON "point_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_redemptions_reward_idx" ON "point_redemptions" USING btree ("reward_id","member_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_queue_idx" ON "point_redemptions" USING btree ("id") WHERE "point_redemptions"."status" = 'process';--> statement-breakpoint
CREATE INDEX "point_rewards_order_idx" ON "point_rewards" USING btree ("sort_order","id");--> statement-breakpoint
-- 100 points buy 1.00 until an operator says otherwise; at least 100 points per conversion.
INSERT INTO "point_settings" ("id", "convert_points", "convert_cents", "min_convert_points") VALUES (1, 100, 100, 100) ON CONFLICT DO NOTHING;
