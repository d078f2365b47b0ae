CREATE TABLE "lottery_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"lock_at" timestamp with time zone NOT NULL,
	"server_seed" text,
	"commitment" text,
	"result" jsonb,
	"pending_result" jsonb,
	"entered_by" text,
	"entered_at" timestamp with time zone,
	"confirmed_by" text,
	"void_reason" text,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"vendor" text NOT NULL,
	"kind" text NOT NULL,
	"group_code" text NOT NULL,
	"interval_minutes" integer,
	"lock_seconds" integer NOT NULL,
	"result_source" text DEFAULT 'house' NOT NULL,
	"liability_limit" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"bet_settings" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_liabilities" (
	"draw_id" bigint NOT NULL,
	"bet_type" text NOT NULL,
	"number" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "lottery_liabilities_draw_id_bet_type_number_pk" PRIMARY KEY("draw_id","bet_type","number")
);
--> statement-breakpoint
CREATE TABLE "lottery_slips" (
	"slip_id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"stake" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slip_id" text NOT NULL,
	"draw_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"bet_type" text NOT NULL,
	"numbers" jsonb NOT NULL,
	"position" integer,
	"points" integer NOT NULL,
	"odds" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"wins" jsonb,
	"bet_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_numero_uq" ON "lottery_draws" USING btree ("game_code","numero");--> statement-breakpoint
CREATE INDEX "lottery_draws_due_idx" ON "lottery_draws" USING btree ("draw_at") WHERE "lottery_draws"."state" IN ('scheduled', 'open', 'locked', 'drawn');--> statement-breakpoint
CREATE INDEX "lottery_draws_game_idx" ON "lottery_draws" USING btree ("game_code","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_code_uq" ON "lottery_games" USING btree ("game_code");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_slips_request_uq" ON "lottery_slips" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_member_idx" ON "lottery_tickets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw_idx" ON "lottery_tickets" USING btree ("draw_id","id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_slip_idx" ON "lottery_tickets" USING btree ("slip_id");--> statement-breakpoint
-- The lottery's two vendors and its games (issue 17): the site's own product, connected at /lottery,
-- after the demo vendors of its lane and not marked hot (its popular games are /lgw/games/popular).
INSERT INTO "vendors" ("vassalage", "display_name", "game_type", "account_type_id", "is_hot", "sort_order", "logo_url", "enabled", "wallet_mode", "launch_url") VALUES ('TCG_LOTTO_VN', 'Vietnam Lottery', 'ELOTT', 810, false, 40, '/media/vendors/TCG_LOTTO_VN.svg', true, 'seamless', '/lottery'), ('TCG_SEA', 'SEA Fast Lottery', 'ELOTT', 811, false, 50, '/media/vendors/TCG_SEA.svg', true, 'seamless', '/lottery') ON CONFLICT ("vassalage") DO NOTHING;
--> statement-breakpoint
INSERT INTO "games" ("vendor", "game_type", "game_code", "name_en", "name_ty", "classify", "min_bet_cents", "min_line_num", "is_hot", "sort_order", "image_url", "enabled", "launch_mode") VALUES
('TCG_LOTTO_VN', 'ELOTT', 'MB', 'Vietnam North (Miền Bắc)', 'Vietnam Hilaga (Miền Bắc)', 'lotto', 100, 1, false, 10, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'TPHCM', 'TP. Hồ Chí Minh', 'TP. Hồ Chí Minh', 'lotto', 100, 1, false, 20, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'DOTH', 'Đồng Tháp', 'Đồng Tháp', 'lotto', 100, 1, false, 30, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'CAMA', 'Cà Mau', 'Cà Mau', 'lotto', 100, 1, false, 40, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'BETR', 'Bến Tre', 'Bến Tre', 'lotto', 100, 1, false, 50, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'VUTA', 'Vũng Tàu', 'Vũng Tàu', 'lotto', 100, 1, false, 60, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'BALI', 'Bạc Liêu', 'Bạc Liêu', 'lotto', 100, 1, false, 70, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'DONA', 'Đồng Nai', 'Đồng Nai', 'lotto', 100, 1, false, 80, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'CATH', 'Cần Thơ', 'Cần Thơ', 'lotto', 100, 1, false, 90, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'SOTR', 'Sóc Trăng', 'Sóc Trăng', 'lotto', 100, 1, false, 100, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'TANI', 'Tây Ninh', 'Tây Ninh', 'lotto', 100, 1, false, 110, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'ANGI', 'An Giang', 'An Giang', 'lotto', 100, 1, false, 120, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'BITH', 'Bình Thuận', 'Bình Thuận', 'lotto', 100, 1, false, 130, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'VILO', 'Vĩnh Long', 'Vĩnh Long', 'lotto', 100, 1, false, 140, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'BIDU', 'Bình Dương', 'Bình Dương', 'lotto', 100, 1, false, 150, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'TRVI', 'Trà Vinh', 'Trà Vinh', 'lotto', 100, 1, false, 160, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'LOAN', 'Long An', 'Long An', 'lotto', 100, 1, false, 170, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'BIPH', 'Bình Phước', 'Bình Phước', 'lotto', 100, 1, false, 180, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'HAGI', 'Hậu Giang', 'Hậu Giang', 'lotto', 100, 1, false, 190, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'TIGI', 'Tiền Giang', 'Tiền Giang', 'lotto', 100, 1, false, 200, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'KIGI', 'Kiên Giang', 'Kiên Giang', 'lotto', 100, 1, false, 210, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'DALA', 'Đà Lạt', 'Đà Lạt', 'lotto', 100, 1, false, 220, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'TTHU', 'Thừa Thiên Huế', 'Thừa Thiên Huế', 'lotto', 100, 1, false, 230, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'PHYE', 'Phú Yên', 'Phú Yên', 'lotto', 100, 1, false, 240, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'DALK', 'Đắk Lắk', 'Đắk Lắk', 'lotto', 100, 1, false, 250, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'QUNA', 'Quảng Nam', 'Quảng Nam', 'lotto', 100, 1, false, 260, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'DANA', 'Đà Nẵng', 'Đà Nẵng', 'lotto', 100, 1, false, 270, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'KHHO', 'Khánh Hòa', 'Khánh Hòa', 'lotto', 100, 1, false, 280, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'BIDI', 'Bình Định', 'Bình Định', 'lotto', 100, 1, false, 290, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'QUTR', 'Quảng Trị', 'Quảng Trị', 'lotto', 100, 1, false, 300, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'QUBI', 'Quảng Bình', 'Quảng Bình', 'lotto', 100, 1, false, 310, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'GILA', 'Gia Lai', 'Gia Lai', 'lotto', 100, 1, false, 320, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'NITH', 'Ninh Thuận', 'Ninh Thuận', 'lotto', 100, 1, false, 330, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'QUNG', 'Quảng Ngãi', 'Quảng Ngãi', 'lotto', 100, 1, false, 340, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'DANO', 'Đắk Nông', 'Đắk Nông', 'lotto', 100, 1, false, 350, '', true, 'seamless'),
('TCG_LOTTO_VN', 'ELOTT', 'KOTU', 'Kon Tum', 'Kon Tum', 'lotto', 100, 1, false, 360, '', true, 'seamless'),
('TCG_SEA', 'ELOTT', 'SEA1', 'SEA Fast 1 Minute', 'SEA Mabilis 1 Minuto', 'numbers', 100, 1, false, 370, '', true, 'seamless'),
('TCG_SEA', 'ELOTT', 'SEA3', 'SEA Fast 3 Minutes', 'SEA Mabilis 3 Minuto', 'numbers', 100, 1, false, 380, '', true, 'seamless'),
('TCG_SEA', 'ELOTT', 'SEA5', 'SEA Fast 5 Minutes', 'SEA Mabilis 5 Minuto', 'numbers', 100, 1, false, 390, '', true, 'seamless')
ON CONFLICT ("vendor", "game_code") DO NOTHING;
--> statement-breakpoint
UPDATE "games" SET "image_url" = '/media/games/' || "id"::text || '.svg' WHERE "image_url" = '' AND "vendor" IN ('TCG_LOTTO_VN', 'TCG_SEA');
--> statement-breakpoint
-- Liability limit 10,000,000.00 per number per draw; VN betting locks 15 minutes before the draw, SEA 10 s.
INSERT INTO "lottery_games" ("game_id", "game_code", "vendor", "kind", "group_code", "interval_minutes", "lock_seconds", "liability_limit", "sort_order")
SELECT g."id", v."code", g."vendor", v."kind", v."group_code", v."interval_minutes", v."lock_seconds", 1000000000, v."sort_order"
FROM (VALUES
('MB', 'north', 'VN_NORTH', NULL, 900, 10),
('TPHCM', 'south', 'VN_SOUTH', NULL, 900, 20),
('DOTH', 'south', 'VN_SOUTH', NULL, 900, 30),
('CAMA', 'south', 'VN_SOUTH', NULL, 900, 40),
('BETR', 'south', 'VN_SOUTH', NULL, 900, 50),
('VUTA', 'south', 'VN_SOUTH', NULL, 900, 60),
('BALI', 'south', 'VN_SOUTH', NULL, 900, 70),
('DONA', 'south', 'VN_SOUTH', NULL, 900, 80),
('CATH', 'south', 'VN_SOUTH', NULL, 900, 90),
('SOTR', 'south', 'VN_SOUTH', NULL, 900, 100),
('TANI', 'south', 'VN_SOUTH', NULL, 900, 110),
('ANGI', 'south', 'VN_SOUTH', NULL, 900, 120),
('BITH', 'south', 'VN_SOUTH', NULL, 900, 130),
('VILO', 'south', 'VN_SOUTH', NULL, 900, 140),
('BIDU', 'south', 'VN_SOUTH', NULL, 900, 150),
('TRVI', 'south', 'VN_SOUTH', NULL, 900, 160),
('LOAN', 'south', 'VN_SOUTH', NULL, 900, 170),
('BIPH', 'south', 'VN_SOUTH', NULL, 900, 180),
('HAGI', 'south', 'VN_SOUTH', NULL, 900, 190),
('TIGI', 'south', 'VN_SOUTH', NULL, 900, 200),
('KIGI', 'south', 'VN_SOUTH', NULL, 900, 210),
('DALA', 'south', 'VN_SOUTH', NULL, 900, 220),
('TTHU', 'central', 'VN_CENTRAL', NULL, 900, 230),
('PHYE', 'central', 'VN_CENTRAL', NULL, 900, 240),
('DALK', 'central', 'VN_CENTRAL', NULL, 900, 250),
('QUNA', 'central', 'VN_CENTRAL', NULL, 900, 260),
('DANA', 'central', 'VN_CENTRAL', NULL, 900, 270),
('KHHO', 'central', 'VN_CENTRAL', NULL, 900, 280),
('BIDI', 'central', 'VN_CENTRAL', NULL, 900, 290),
('QUTR', 'central', 'VN_CENTRAL', NULL, 900, 300),
('QUBI', 'central', 'VN_CENTRAL', NULL, 900, 310),
('GILA', 'central', 'VN_CENTRAL', NULL, 900, 320),
('NITH', 'central', 'VN_CENTRAL', NULL, 900, 330),
('QUNG', 'central', 'VN_CENTRAL', NULL, 900, 340),
('DANO', 'central', 'VN_CENTRAL', NULL, 900, 350),
('KOTU', 'central', 'VN_CENTRAL', NULL, 900, 360),
('SEA1', 'sea', 'SEA_FAST', 1, 10, 370),
('SEA3', 'sea', 'SEA_FAST', 3, 10, 380),
('SEA5', 'sea', 'SEA_FAST', 5, 10, 390)
) AS v("code", "kind", "group_code", "interval_minutes", "lock_seconds", "sort_order")
JOIN "games" g ON g."game_code" = v."code" AND g."vendor" IN ('TCG_LOTTO_VN', 'TCG_SEA')
ON CONFLICT ("game_id") DO NOTHING;
