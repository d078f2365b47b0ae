ALTER TABLE "sports_markets" ADD COLUMN "liability" jsonb;--> statement-breakpoint
ALTER TABLE "sports_preferences" ADD COLUMN "odds_change" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_resettlements" ADD COLUMN "state" text DEFAULT 'moved' NOT NULL;--> statement-breakpoint
CREATE INDEX "sports_resettlements_parked_idx" ON "sports_resettlements" USING btree ("state","event_id");--> statement-breakpoint
-- The house book in the catalogue (issue 20): FB, the SPORTS vendor §2 names, opens it at /fbsports and
-- SW_ESPORTS at /esports, each with its one game; a database seeded before keeps its rows and is connected.
INSERT INTO "vendors" ("vassalage", "display_name", "game_type", "account_type_id", "is_hot", "sort_order", "logo_url", "enabled", "wallet_mode", "launch_url") VALUES ('FB', 'FB Sports', 'SPORTS', 301, true, 10, '/media/vendors/FB.svg', true, 'seamless', '/fbsports'), ('SW_ESPORTS', 'Swerte Esports', 'ESPORTS', 601, false, 10, '/media/vendors/SW_ESPORTS.svg', true, 'seamless', '/esports') ON CONFLICT ("vassalage") DO UPDATE SET "launch_url" = EXCLUDED."launch_url", "wallet_mode" = 'seamless';
--> statement-breakpoint
INSERT INTO "games" ("vendor", "game_type", "game_code", "name_en", "name_ty", "classify", "min_bet_cents", "min_line_num", "is_hot", "is_new", "sort_order", "image_url", "enabled", "launch_mode") VALUES ('FB', 'SPORTS', 'SPORTSBOOK', 'Swerte Sportsbook', 'Swerte Sportsbook', 'sportsbook', 100, 1, true, true, 10, '', true, 'seamless'), ('SW_ESPORTS', 'ESPORTS', 'ESPORTSBOOK', 'Swerte Esports Book', 'Swerte Esports Book', 'esports', 100, 1, true, true, 10, '', true, 'seamless') ON CONFLICT ("vendor", "game_code") DO NOTHING;
--> statement-breakpoint
UPDATE "games" SET "image_url" = '/media/games/' || "id"::text || '.svg' WHERE "image_url" = '' AND "vendor" IN ('FB', 'SW_ESPORTS');
--> statement-breakpoint
-- The seed's placeholder games of these vendors are not played by the book.
UPDATE "games" SET "enabled" = false WHERE ("vendor" = 'FB' AND "game_code" <> 'SPORTSBOOK') OR ("vendor" = 'SW_ESPORTS' AND "game_code" <> 'ESPORTSBOOK');
