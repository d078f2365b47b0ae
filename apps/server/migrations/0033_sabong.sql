CREATE TABLE "sabong_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sabong_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"fight_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"side" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sabong_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sabong_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"card_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sabong_fights" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sabong_fights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_id" bigint NOT NULL,
	"fight_no" integer NOT NULL,
	"meron" text NOT NULL,
	"wala" text NOT NULL,
	"status" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"closes_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"plasada_bp" integer NOT NULL,
	"plasada_base" text NOT NULL,
	"draw_multiple" integer NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"pending_result" text,
	"entered_by" text,
	"result" text,
	"confirmed_by" text,
	"house_result" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sabong_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"plasada_bp" integer DEFAULT 1000 NOT NULL,
	"plasada_base" text DEFAULT 'gross' NOT NULL,
	"draw_multiple" integer DEFAULT 8 NOT NULL,
	"min_stake" bigint DEFAULT 1000 NOT NULL,
	"max_stake" bigint DEFAULT 5000000 NOT NULL,
	"demo_card" boolean DEFAULT true NOT NULL,
	"demo_window_seconds" integer DEFAULT 90 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sabong_bets" ADD CONSTRAINT "sabong_bets_fight_id_sabong_fights_id_fk" FOREIGN KEY ("fight_id") REFERENCES "public"."sabong_fights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sabong_fights" ADD CONSTRAINT "sabong_fights_card_id_sabong_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sabong_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sabong_bets_request_uq" ON "sabong_bets" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "sabong_bets_member_idx" ON "sabong_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "sabong_bets_fight_idx" ON "sabong_bets" USING btree ("fight_id","side");--> statement-breakpoint
CREATE UNIQUE INDEX "sabong_cards_uq" ON "sabong_cards" USING btree ("card_date","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sabong_fights_no_uq" ON "sabong_fights" USING btree ("card_id","fight_no");--> statement-breakpoint
CREATE INDEX "sabong_fights_status_idx" ON "sabong_fights" USING btree ("status","id");--> statement-breakpoint
INSERT INTO "sabong_settings" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- The house sabong (issue 20): its vendor in the COCKFIGHT lane, connected at /cockfight (the arena page),
-- and its one game; a database seeded before keeps its row and is connected here.
INSERT INTO "vendors" ("vassalage", "display_name", "game_type", "account_type_id", "is_hot", "sort_order", "logo_url", "enabled", "wallet_mode", "launch_url") VALUES ('SW_SABONG', 'Swerte Sabong', 'COCKFIGHT', 502, false, 20, '/media/vendors/SW_SABONG.svg', true, 'seamless', '/cockfight') ON CONFLICT ("vassalage") DO UPDATE SET "launch_url" = '/cockfight', "wallet_mode" = 'seamless';
--> statement-breakpoint
INSERT INTO "games" ("vendor", "game_type", "game_code", "name_en", "name_ty", "classify", "min_bet_cents", "min_line_num", "is_hot", "is_new", "sort_order", "image_url", "enabled", "launch_mode") VALUES ('SW_SABONG', 'COCKFIGHT', 'SABONG', 'Swerte Sabong Arena', 'Swerte Sabong Arena', 'sabong', 1000, 1, true, true, 10, '', true, 'seamless') ON CONFLICT ("vendor", "game_code") DO NOTHING;
--> statement-breakpoint
UPDATE "games" SET "image_url" = '/media/games/' || "id"::text || '.svg' WHERE "image_url" = '' AND "vendor" = 'SW_SABONG';
--> statement-breakpoint
-- The seed's placeholder games of the vendor are not played by the arena.
UPDATE "games" SET "enabled" = false WHERE "vendor" = 'SW_SABONG' AND "game_code" <> 'SABONG';
