CREATE TABLE "agent_pay_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_pay_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
-- Bets already in the aggregates are booked on the day they were settled: the periods before this
-- migration were settled from those days.
INSERT INTO "agent_pay_days" ("member_id", "day", "bets", "stake", "valid_bet", "payout")
SELECT "member_id", "day", sum("bets"), sum("stake"), sum("valid_bet"), sum("payout")
FROM "agent_bet_days" GROUP BY "member_id", "day";
