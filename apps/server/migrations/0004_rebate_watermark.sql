ALTER TABLE "bets" ADD COLUMN "rebate_claim_id" bigint;--> statement-breakpoint
CREATE INDEX "bets_rebate_unclaimed_idx" ON "bets" USING btree ("member_id") WHERE "bets"."status" = 'settled' AND "bets"."rebate_claim_id" IS NULL;--> statement-breakpoint
CREATE INDEX "postings_account_time_idx" ON "postings" USING btree ("account_id","created_at","id");