CREATE TABLE "agent_member_periods" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"first_day" date NOT NULL,
	"prev_first_day" date,
	CONSTRAINT "agent_member_periods_member_id_kind_period_start_pk" PRIMARY KEY("member_id","kind","period_start")
);
--> statement-breakpoint
CREATE TABLE "agent_team_days" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"active_day" integer DEFAULT 0 NOT NULL,
	"active_week" integer DEFAULT 0 NOT NULL,
	"active_month" integer DEFAULT 0 NOT NULL,
	"deposits" integer DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_days_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "agent_team_joins" (
	"agent_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_joins_agent_id_at_pk" PRIMARY KEY("agent_id","at")
);
--> statement-breakpoint
CREATE TABLE "agent_team_shape" (
	"agent_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	"is_agent" integer NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_shape_agent_id_depth_is_agent_pk" PRIMARY KEY("agent_id","depth","is_agent")
);
--> statement-breakpoint
-- The 15-minute slot a member joined in: every site time zone's day starts on such a slot.
CREATE OR REPLACE FUNCTION agent_join_slot(at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$ SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00') $$;
--> statement-breakpoint
-- What every member of the branch under `root` (root included) adds to its uplines outside the branch,
-- times `sign`: its bet days, deposits and first active days, and its place in their team by level,
-- kind and join slot. A move runs it with -1 before the branch
-- leaves its old uplines and with +1 once it hangs under the new ones, so an agent's day totals stay the
-- sums of its current downline's member rows (the same team the member-row reports and settlement read).
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
      0 AS active_month, 0 AS deposits, 0::bigint AS deposit_amount
    FROM agent_bet_days WHERE member_id IN (SELECT member_id FROM branch) GROUP BY 1, 2
    UNION ALL
    SELECT member_id, first_day, 0, 0, 0, 0, (kind = 'day')::int, (kind = 'week')::int, (kind = 'month')::int, 0, 0
    FROM agent_member_periods WHERE member_id IN (SELECT member_id FROM branch)
    UNION ALL
    SELECT member_id, day, 0, 0, 0, 0, 0, 0, 0, deposits, deposit_amount
    FROM agent_money_days WHERE member_id IN (SELECT member_id FROM branch)
  )
  INSERT INTO agent_team_days AS a (agent_id, day, bets, stake, valid_bet, payout, active_day, active_week,
    active_month, deposits, deposit_amount)
  SELECT u.agent_id, d.day, sign * sum(d.bets), sign * sum(d.stake), sign * sum(d.valid_bet),
    sign * sum(d.payout), sign * sum(d.active_day), sign * sum(d.active_week), sign * sum(d.active_month),
    sign * sum(d.deposits), sign * sum(d.deposit_amount)
  FROM uplines u JOIN member_days d ON d.member_id = u.member_id
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (agent_id, day) DO UPDATE SET
    bets = a.bets + EXCLUDED.bets, stake = a.stake + EXCLUDED.stake, valid_bet = a.valid_bet + EXCLUDED.valid_bet,
    payout = a.payout + EXCLUDED.payout, active_day = a.active_day + EXCLUDED.active_day,
    active_week = a.active_week + EXCLUDED.active_week, active_month = a.active_month + EXCLUDED.active_month,
    deposits = a.deposits + EXCLUDED.deposits, deposit_amount = a.deposit_amount + EXCLUDED.deposit_amount;
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
-- Builds the first active days, every agent's day totals and its team's shape afresh from the member rows (this
-- migration's back-fill; the bench loads its members' rows with SQL and calls it too).
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
    active_month, deposits, deposit_amount)
  SELECT t.ancestor_id, d.day, sum(d.bets), sum(d.stake), sum(d.valid_bet), sum(d.payout), sum(d.active_day),
    sum(d.active_week), sum(d.active_month), sum(d.deposits), sum(d.deposit_amount)
  FROM (
    SELECT member_id, day, sum(bets)::bigint AS bets, sum(stake)::bigint AS stake,
      sum(valid_bet)::bigint AS valid_bet, sum(payout)::bigint AS payout, 0 AS active_day, 0 AS active_week,
      0 AS active_month, 0 AS deposits, 0::bigint AS deposit_amount
    FROM agent_bet_days GROUP BY 1, 2
    UNION ALL
    SELECT member_id, first_day, 0, 0, 0, 0, (kind = 'day')::int, (kind = 'week')::int, (kind = 'month')::int, 0, 0
    FROM agent_member_periods
    UNION ALL
    SELECT member_id, day, 0, 0, 0, 0, 0, 0, 0, deposits, deposit_amount FROM agent_money_days
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
-- The members trigger of 0017, now also moving the branch's day totals with the branch (same lock:
-- the outbox handlers that add to the totals hold it shared, so a move never splits one of their batches).
CREATE OR REPLACE FUNCTION member_tree_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
    IF NEW.upline_id IS NOT NULL THEN
      -- Shared with other joins, so a move of the upline's branch waits, or is seen whole.
      PERFORM pg_advisory_xact_lock_shared(hashtext('member_tree.move'));
      INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.upline_id;
      INSERT INTO agent_team_shape AS s (agent_id, depth, is_agent, members)
      SELECT ancestor_id, depth, NEW.is_agent, 1 FROM member_tree WHERE descendant_id = NEW.id AND depth > 0
      ORDER BY 1, 2
      ON CONFLICT (agent_id, depth, is_agent) DO UPDATE SET members = s.members + 1;
      INSERT INTO agent_team_joins AS j (agent_id, at, members)
      SELECT ancestor_id, agent_join_slot(NEW.created_at), 1 FROM member_tree
      WHERE descendant_id = NEW.id AND depth > 0
      ORDER BY 1
      ON CONFLICT (agent_id, at) DO UPDATE SET members = j.members + 1;
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
    RETURN NEW;
  END IF;
  -- Moves take one lock, so two crossing moves (A under B, B under A) cannot each pass the check.
  PERFORM pg_advisory_xact_lock(hashtext('member_tree.move'));
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'member % cannot move under its own downline %', NEW.id, NEW.upline_id
      USING ERRCODE = 'AGT01';
  END IF;
  PERFORM agent_team_shift(NEW.id, -1);
  -- Detach the branch from every ancestor above it, then hang it under the new upline's path.
  DELETE FROM member_tree t
  WHERE t.descendant_id IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = NEW.id)
    AND t.ancestor_id NOT IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = NEW.id);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT sup.ancestor_id, sub.descendant_id, sup.depth + sub.depth + 1
    FROM member_tree sup CROSS JOIN member_tree sub
    WHERE sup.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  END IF;
  PERFORM agent_team_shift(NEW.id, 1);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A member whose kind changes (an approved agent) moves between its uplines' kind counts.
CREATE OR REPLACE FUNCTION member_team_kind() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_agent IS NOT DISTINCT FROM OLD.is_agent THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('member_tree.move'));
  INSERT INTO agent_team_shape AS s (agent_id, depth, is_agent, members)
  SELECT t.ancestor_id, t.depth, k.is_agent, k.n
  FROM member_tree t CROSS JOIN (VALUES (OLD.is_agent, -1), (NEW.is_agent, 1)) AS k(is_agent, n)
  WHERE t.descendant_id = NEW.id AND t.depth > 0
  ORDER BY 1, 2, 3
  ON CONFLICT (agent_id, depth, is_agent) DO UPDATE SET members = s.members + EXCLUDED.members;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER members_team_kind AFTER UPDATE OF is_agent ON members
  FOR EACH ROW EXECUTE FUNCTION member_team_kind();
--> statement-breakpoint
SELECT agent_team_days_rebuild();
