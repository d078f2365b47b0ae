-- The member-centre records read a member's postings and bets by (owner, time). Carrying the columns
-- their pages and totals need in the index lets PostgreSQL answer them from the index alone, so a
-- member's records cost the same however many other rows the tables hold. Drizzle's schema cannot
-- say INCLUDE; the key columns stay as schema.ts declares them.
DROP INDEX IF EXISTS "postings_account_time_idx";--> statement-breakpoint
CREATE INDEX "postings_account_time_idx" ON "postings" USING btree ("account_id","created_at","id") INCLUDE ("entry_id","amount","balance_after");--> statement-breakpoint
DROP INDEX IF EXISTS "bets_member_placed_idx";--> statement-breakpoint
CREATE INDEX "bets_member_placed_idx" ON "bets" USING btree ("member_id","placed_at","id") INCLUDE ("status","game_type","vendor","stake","valid_bet","payout");
