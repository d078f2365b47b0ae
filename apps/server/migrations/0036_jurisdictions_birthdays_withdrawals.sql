CREATE TABLE "protection_jurisdictions" (
	"code" text PRIMARY KEY NOT NULL,
	"name_ty" text NOT NULL,
	"name_en" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"minimum_age" integer DEFAULT 18 NOT NULL,
	"ask_date_of_birth" boolean DEFAULT false NOT NULL,
	"mandatory_limits" boolean DEFAULT false NOT NULL,
	"reality_check_minutes" integer DEFAULT 60 NOT NULL,
	"cooling_off_hours" integer DEFAULT 24 NOT NULL,
	"licence" text DEFAULT '' NOT NULL,
	"regulator_name" text DEFAULT '' NOT NULL,
	"regulator_url" text DEFAULT '' NOT NULL,
	"support_name" text DEFAULT '' NOT NULL,
	"support_url" text DEFAULT '' NOT NULL,
	"support_phone" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_jurisdictions_age" CHECK ("protection_jurisdictions"."minimum_age" IN (18, 21)),
	CONSTRAINT "protection_jurisdictions_reality_check" CHECK ("protection_jurisdictions"."reality_check_minutes" BETWEEN 5 AND 240)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "protection_jurisdictions_default_uq" ON "protection_jurisdictions" USING btree ("is_default") WHERE "protection_jurisdictions"."is_default";
--> statement-breakpoint
-- The one settings row's jurisdiction rules become the default jurisdiction's (the demo's, the Philippines').
INSERT INTO "protection_jurisdictions" ("code", "name_ty", "name_en", "countries", "is_default", "minimum_age",
  "ask_date_of_birth", "reality_check_minutes", "cooling_off_hours", "regulator_name", "regulator_url",
  "support_name", "support_url", "support_phone")
SELECT 'PH', 'Pilipinas', 'Philippines', '{PH}', true, coalesce(s.minimum_age, 18),
  coalesce(s.ask_date_of_birth, false), 60, coalesce(s.cooling_off_hours, 24), coalesce(s.regulator_name, ''),
  coalesce(s.regulator_url, ''), coalesce(s.support_name, ''), coalesce(s.support_url, ''),
  coalesce(s.support_phone, '')
FROM (SELECT 1) AS one LEFT JOIN "protection_settings" s ON s.id = 1;
--> statement-breakpoint
ALTER TABLE "region_blocks" ADD COLUMN "jurisdiction" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "jurisdiction" text;
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "birthday_gift" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "agent_money_days" ADD COLUMN "withdrawals" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "agent_money_days" ADD COLUMN "withdrawal_amount" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "agent_team_days" ADD COLUMN "withdrawals" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "agent_team_days" ADD COLUMN "withdrawal_amount" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX "members_birthday_idx" ON "members" USING btree (extract(month from "date_of_birth"),extract(day from "date_of_birth")) WHERE "members"."date_of_birth" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "protection_settings" DROP COLUMN "cooling_off_hours";
--> statement-breakpoint
ALTER TABLE "protection_settings" DROP COLUMN "minimum_age";
--> statement-breakpoint
ALTER TABLE "protection_settings" DROP COLUMN "ask_date_of_birth";
--> statement-breakpoint
ALTER TABLE "protection_settings" DROP COLUMN "regulator_name";
--> statement-breakpoint
ALTER TABLE "protection_settings" DROP COLUMN "regulator_url";
--> statement-breakpoint
ALTER TABLE "protection_settings" DROP COLUMN "support_name";
--> statement-breakpoint
ALTER TABLE "protection_settings" DROP COLUMN "support_url";
--> statement-breakpoint
ALTER TABLE "protection_settings" DROP COLUMN "support_phone";
--> statement-breakpoint
-- 0029's functions, now carrying paid withdrawals (agent_money_days) into the agents' day totals too.
CREATE OR REPLACE FUNCTION agent_team_shift(root bigint, sign integer) RETURNS void
LANGUAGE sql AS $$
  WITH branch AS (SELECT descendant_id AS member_id FROM member_tree WHERE ancestor_id = root),
  uplines AS (
    SELECT t.ancestor_id AS agent_id, t.descendant_id AS member_id FROM member_tree t
    WHERE t.descendant_id IN (SELECT member_id FROM branch)
      AND t.ancestor_id NOT IN (SELECT member_id FROM branch)
  ),
  member_days AS (
    SELECT member_id, day, sum(bets)::bigint AS bets, sum(stake)::bigint AS stake,
      sum(valid_bet)::bigint AS valid_bet, sum(payout)::bigint AS payout, 0 AS active_day, 0 AS active_week,
      0 AS active_month, 0 AS deposits, 0::bigint AS deposit_amount, 0 AS withdrawals,
      0::bigint AS withdrawal_amount
    FROM agent_bet_days WHERE member_id IN (SELECT member_id FROM branch) GROUP BY 1, 2
    UNION ALL
    SELECT member_id, first_day, 0, 0, 0, 0, (kind = 'day')::int, (kind = 'week')::int, (kind = 'month')::int, 0, 0,
      0, 0
    FROM agent_member_periods WHERE member_id IN (SELECT member_id FROM branch)
    UNION ALL
    SELECT member_id, day, 0, 0, 0, 0, 0, 0, 0, deposits, deposit_amount, withdrawals, withdrawal_amount
    FROM agent_money_days WHERE member_id IN (SELECT member_id FROM branch)
  )
  INSERT INTO agent_team_days AS a (agent_id, day, bets, stake, valid_bet, payout, active_day, active_week,
    active_month, deposits, deposit_amount, withdrawals, withdrawal_amount)
  SELECT u.agent_id, d.day, sign * sum(d.bets), sign * sum(d.stake), sign * sum(d.valid_bet),
    sign * sum(d.payout), sign * sum(d.active_day), sign * sum(d.active_week), sign * sum(d.active_month),
    sign * sum(d.deposits), sign * sum(d.deposit_amount), sign * sum(d.withdrawals), sign * sum(d.withdrawal_amount)
  FROM uplines u JOIN member_days d ON d.member_id = u.member_id
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (agent_id, day) DO UPDATE SET
    bets = a.bets + EXCLUDED.bets, stake = a.stake + EXCLUDED.stake, valid_bet = a.valid_bet + EXCLUDED.valid_bet,
    payout = a.payout + EXCLUDED.payout, active_day = a.active_day + EXCLUDED.active_day,
    active_week = a.active_week + EXCLUDED.active_week, active_month = a.active_month + EXCLUDED.active_month,
    deposits = a.deposits + EXCLUDED.deposits, deposit_amount = a.deposit_amount + EXCLUDED.deposit_amount,
    withdrawals = a.withdrawals + EXCLUDED.withdrawals,
    withdrawal_amount = a.withdrawal_amount + EXCLUDED.withdrawal_amount;
  INSERT INTO agent_team_shape AS s (agent_id, depth, is_agent, members)
  SELECT t.ancestor_id, t.depth, m.is_agent, sign * count(*)
  FROM member_tree b
  JOIN member_tree t ON t.descendant_id = b.descendant_id
    AND t.ancestor_id NOT IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = root)
  JOIN members m ON m.id = b.descendant_id
  WHERE b.ancestor_id = root
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (agent_id, depth, is_agent) DO UPDATE SET members = s.members + EXCLUDED.members;
  INSERT INTO agent_team_joins AS j (agent_id, at, members)
  SELECT t.ancestor_id, agent_join_slot(m.created_at), sign * count(*)
  FROM member_tree b
  JOIN member_tree t ON t.descendant_id = b.descendant_id
    AND t.ancestor_id NOT IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = root)
  JOIN members m ON m.id = b.descendant_id
  WHERE b.ancestor_id = root
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (agent_id, at) DO UPDATE SET members = j.members + EXCLUDED.members;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agent_team_days_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM agent_member_periods;
  INSERT INTO agent_member_periods (member_id, kind, period_start, first_day)
  SELECT member_id, k.kind, k.start, min(day)
  FROM (SELECT DISTINCT member_id, day FROM agent_bet_days) d
  CROSS JOIN LATERAL (VALUES ('day', d.day), ('week', date_trunc('week', d.day)::date),
    ('month', date_trunc('month', d.day)::date)) AS k(kind, start)
  GROUP BY 1, 2, 3;
  DELETE FROM agent_team_days;
  INSERT INTO agent_team_days (agent_id, day, bets, stake, valid_bet, payout, active_day, active_week,
    active_month, deposits, deposit_amount, withdrawals, withdrawal_amount)
  SELECT t.ancestor_id, d.day, sum(d.bets), sum(d.stake), sum(d.valid_bet), sum(d.payout), sum(d.active_day),
    sum(d.active_week), sum(d.active_month), sum(d.deposits), sum(d.deposit_amount), sum(d.withdrawals),
    sum(d.withdrawal_amount)
  FROM (
    SELECT member_id, day, sum(bets)::bigint AS bets, sum(stake)::bigint AS stake,
      sum(valid_bet)::bigint AS valid_bet, sum(payout)::bigint AS payout, 0 AS active_day, 0 AS active_week,
      0 AS active_month, 0 AS deposits, 0::bigint AS deposit_amount, 0 AS withdrawals,
      0::bigint AS withdrawal_amount
    FROM agent_bet_days GROUP BY 1, 2
    UNION ALL
    SELECT member_id, first_day, 0, 0, 0, 0, (kind = 'day')::int, (kind = 'week')::int, (kind = 'month')::int, 0, 0,
      0, 0
    FROM agent_member_periods
    UNION ALL
    SELECT member_id, day, 0, 0, 0, 0, 0, 0, 0, deposits, deposit_amount, withdrawals, withdrawal_amount
    FROM agent_money_days
  ) d
  JOIN member_tree t ON t.descendant_id = d.member_id AND t.depth > 0
  GROUP BY 1, 2;
  DELETE FROM agent_team_shape;
  INSERT INTO agent_team_shape (agent_id, depth, is_agent, members)
  SELECT t.ancestor_id, t.depth, m.is_agent, count(*)
  FROM member_tree t JOIN members m ON m.id = t.descendant_id WHERE t.depth > 0
  GROUP BY 1, 2, 3;
  DELETE FROM agent_team_joins;
  INSERT INTO agent_team_joins (agent_id, at, members)
  SELECT t.ancestor_id, agent_join_slot(m.created_at), count(*)
  FROM member_tree t JOIN members m ON m.id = t.descendant_id WHERE t.depth > 0
  GROUP BY 1, 2;
$$;
--> statement-breakpoint
-- The paid withdrawals before this migration, by the site day they were paid on. The handler of
-- withdrawal.paid keeps them from here on; the migration knows no configuration, so the back-fill takes the
-- site's default time zone (SITE_TIMEZONE, Asia/Manila).
INSERT INTO agent_money_days (member_id, day, withdrawals, withdrawal_amount)
SELECT member_id, (decided_at AT TIME ZONE 'Asia/Manila')::date, count(*), sum(amount)
FROM withdrawals WHERE status = 'paid' AND decided_at IS NOT NULL
GROUP BY 1, 2
ON CONFLICT (member_id, day) DO UPDATE SET
  withdrawals = agent_money_days.withdrawals + EXCLUDED.withdrawals,
  withdrawal_amount = agent_money_days.withdrawal_amount + EXCLUDED.withdrawal_amount;
--> statement-breakpoint
SELECT agent_team_days_rebuild();
