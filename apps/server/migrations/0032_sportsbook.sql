CREATE TABLE "sports_bet_legs" (
	"bet_id" bigint NOT NULL,
	"leg_no" integer NOT NULL,
	"selection_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"odds" bigint NOT NULL,
	"outcome" text,
	"share_n" text,
	"share_d" text,
	"result_version" integer,
	CONSTRAINT "sports_bet_legs_bet_id_leg_no_pk" PRIMARY KEY("bet_id","leg_no")
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slip_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"system" text,
	"lines" integer NOT NULL,
	"unit_stake" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"potential_return" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"game_type" text NOT NULL,
	"bet_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sports_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"league_id" bigint NOT NULL,
	"home_id" bigint,
	"away_id" bigint,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"void_at" timestamp with time zone,
	"result" jsonb,
	"result_version" integer DEFAULT 0 NOT NULL,
	"settled_version" integer DEFAULT 0 NOT NULL,
	"pending_result" jsonb,
	"entered_by" text,
	"entered_at" timestamp with time zone,
	"confirmed_by" text,
	"game_code" text,
	"numero" text,
	"server_seed" text,
	"commitment" text,
	"draw_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_leagues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_leagues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_markets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_markets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"quarters" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"margin_bp" integer NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"liability_cap" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_participants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"ratings" jsonb
);
--> statement-breakpoint
CREATE TABLE "sports_preferences" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"odds_format" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_resettlements" (
	"bet_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"result_version" integer NOT NULL,
	"before" bigint NOT NULL,
	"after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_resettlements_bet_id_event_id_result_version_pk" PRIMARY KEY("bet_id","event_id","result_version")
);
--> statement-breakpoint
CREATE TABLE "sports_selections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_selections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"market_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"pick" text NOT NULL,
	"spec" jsonb NOT NULL,
	"fair_n" text NOT NULL,
	"fair_d" text NOT NULL,
	"odds" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"max_payout" bigint NOT NULL,
	"same_event" text DEFAULT 'forbid' NOT NULL,
	"virtual_margin_bp" integer NOT NULL,
	"virtual_min_stake" bigint NOT NULL,
	"virtual_max_stake" bigint NOT NULL,
	"virtual_liability_cap" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_settlements" (
	"event_id" bigint NOT NULL,
	"result_version" integer NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_settlements_event_id_result_version_pk" PRIMARY KEY("event_id","result_version")
);
--> statement-breakpoint
CREATE TABLE "sports_slips" (
	"slip_id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"stake" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_sports" (
	"code" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ty" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sports_bet_legs_event_idx" ON "sports_bet_legs" USING btree ("event_id","bet_id");--> statement-breakpoint
CREATE INDEX "sports_bet_legs_market_idx" ON "sports_bet_legs" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "sports_bets_member_idx" ON "sports_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "sports_bets_slip_idx" ON "sports_bets" USING btree ("slip_id");--> statement-breakpoint
CREATE INDEX "sports_events_list_idx" ON "sports_events" USING btree ("league_id","starts_at");--> statement-breakpoint
CREATE INDEX "sports_events_starts_idx" ON "sports_events" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_events_virtual_uq" ON "sports_events" USING btree ("game_code","numero");--> statement-breakpoint
CREATE INDEX "sports_events_due_idx" ON "sports_events" USING btree ("id") WHERE "sports_events"."result_version" <> "sports_events"."settled_version" OR "sports_events"."status" IN ('scheduled', 'inPlay', 'postponed');--> statement-breakpoint
CREATE UNIQUE INDEX "sports_leagues_name_uq" ON "sports_leagues" USING btree ("sport","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_markets_key_uq" ON "sports_markets" USING btree ("event_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_participants_name_uq" ON "sports_participants" USING btree ("sport","name");--> statement-breakpoint
CREATE INDEX "sports_selections_market_idx" ON "sports_selections" USING btree ("market_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_slips_request_uq" ON "sports_slips" USING btree ("member_id","request_id");--> statement-breakpoint
INSERT INTO "sports_sports" ("code", "category", "name_en", "name_ty", "sort_order") VALUES
  ('football', 'sports', 'Football', 'Football', 10),
  ('basketball', 'sports', 'Basketball', 'Basketball', 20),
  ('tennis', 'sports', 'Tennis', 'Tennis', 30),
  ('dota2', 'esports', 'Dota 2', 'Dota 2', 10),
  ('cs2', 'esports', 'Counter-Strike 2', 'Counter-Strike 2', 20),
  ('mlbb', 'esports', 'Mobile Legends', 'Mobile Legends', 30),
  ('vfootball', 'virtual', 'Virtual football', 'Virtual na football', 10),
  ('vracing', 'virtual', 'Virtual racing', 'Virtual na karera', 20)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "sports_leagues" ("sport", "name", "sort_order") VALUES
  ('vfootball', 'Swerte Virtual League', 0),
  ('vracing', 'Swerte Downs', 0)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "sports_participants" ("sport", "name", "ratings") VALUES
  ('vfootball', 'Manila Mariners', '{"attack":1400,"defence":800}'),
  ('vfootball', 'Cebu Comets', '{"attack":1250,"defence":900}'),
  ('vfootball', 'Davao Eagles', '{"attack":1150,"defence":950}'),
  ('vfootball', 'Iloilo Tigers', '{"attack":1050,"defence":1000}'),
  ('vfootball', 'Baguio Pines', '{"attack":950,"defence":1050}'),
  ('vfootball', 'Bacolod Sugar', '{"attack":900,"defence":1100}'),
  ('vfootball', 'Zamboanga Vinta', '{"attack":850,"defence":1200}'),
  ('vfootball', 'Tacloban Waves', '{"attack":750,"defence":1250}'),
  ('vracing', 'Bagyo', '{"strength":60}'),
  ('vracing', 'Kidlat', '{"strength":50}'),
  ('vracing', 'Sampaguita', '{"strength":40}'),
  ('vracing', 'Habagat', '{"strength":35}'),
  ('vracing', 'Tala', '{"strength":30}'),
  ('vracing', 'Alon', '{"strength":25}'),
  ('vracing', 'Bituin', '{"strength":20}'),
  ('vracing', 'Amihan', '{"strength":15}')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "sports_settings" ("id", "max_payout", "same_event", "virtual_margin_bp", "virtual_min_stake", "virtual_max_stake", "virtual_liability_cap")
VALUES (1, 50000000, 'forbid', 500, 100, 1000000, 100000000)
ON CONFLICT DO NOTHING;
