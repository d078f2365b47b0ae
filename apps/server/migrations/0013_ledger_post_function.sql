-- A posting in one round trip: ledger_post() does what the ledger service used to do in five to seven
-- statements (read the key, create missing accounts, lock in id order, check the floor, write the
-- entry, its postings and the balances). A refusal writes nothing and raises nothing, so the caller's
-- transaction stays usable without a savepoint. Rows answered: one per posting, with its status:
-- 'posted', 'replayed' (the key was posted before: that first entry's postings) or 'insufficient'
-- (one row: the member account that would go below zero, with its balance now).

-- An entry's postings in the order they were written: what a replay answers.
CREATE OR REPLACE FUNCTION ledger_entry_lines(p_entry bigint)
RETURNS TABLE (account_key text, amount bigint, balance_after bigint)
LANGUAGE sql STABLE AS $$
  SELECT a.key, p.amount, p.balance_after
  FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
  WHERE p.entry_id = p_entry ORDER BY p.id
$$;
--> statement-breakpoint
-- The first posting that would take a member account below zero, on the balances as they are (an
-- account that does not exist yet counts as 0), or no row.
CREATE OR REPLACE FUNCTION ledger_shortfall(p_accounts text[], p_amounts bigint[], p_negative boolean[])
RETURNS TABLE (account_key text, balance bigint)
LANGUAGE sql AS $$
  SELECT pl.k, pl.balance
  FROM (
    SELECT l.k, l.ord, coalesce(a.balance, 0) AS balance, coalesce(a.allow_negative, l.neg) AS neg,
      coalesce(a.balance, 0) + sum(l.amt) OVER (PARTITION BY l.k ORDER BY l.ord) AS after
    FROM unnest(p_accounts, p_amounts, p_negative) WITH ORDINALITY AS l(k, amt, neg, ord)
    LEFT JOIN ledger_accounts a ON a.key = l.k
  ) pl
  WHERE pl.after < 0 AND NOT pl.neg
  ORDER BY pl.ord
  LIMIT 1
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_post(
  p_key text,
  p_kind text,
  p_member_id bigint,
  p_actor text,
  p_reference jsonb,
  p_remark text,
  p_accounts text[],
  p_amounts bigint[],
  p_account_kinds text[],
  p_account_members bigint[],
  p_account_vendors text[],
  p_account_negative boolean[]
) RETURNS TABLE (status text, entry_id bigint, account_key text, amount bigint, balance_after bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_entry bigint;
  v_wanted integer;
  v_found integer;
  v_short_key text;
  v_short_balance bigint;
BEGIN
  SELECT e.id INTO v_entry FROM journal_entries e WHERE e.idempotency_key = p_key;
  IF v_entry IS NOT NULL THEN
    RETURN QUERY SELECT 'replayed'::text, v_entry, r.account_key, r.amount, r.balance_after
      FROM ledger_entry_lines(v_entry) r;
    RETURN;
  END IF;

  -- Accounts are created before any is locked, so a transaction holding account locks never waits
  -- on another's new account (no deadlock); existing accounts cost no insert and no identity value.
  -- A refusal is known before anything is created, so a refused entry leaves no account behind.
  SELECT count(DISTINCT k) INTO v_wanted FROM unnest(p_accounts) AS k;
  SELECT count(*) INTO v_found FROM ledger_accounts a WHERE a.key = ANY (p_accounts);
  IF v_found < v_wanted THEN
    SELECT s.account_key, s.balance INTO v_short_key, v_short_balance
    FROM ledger_shortfall(p_accounts, p_amounts, p_account_negative) s;
    IF v_short_key IS NOT NULL THEN
      RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, v_short_key, NULL::bigint, v_short_balance;
      RETURN;
    END IF;
    INSERT INTO ledger_accounts (key, kind, member_id, vendor, allow_negative)
    SELECT DISTINCT ON (v.k) v.k, v.kind, v.member_id, v.vendor, v.negative
    FROM unnest(p_accounts, p_account_kinds, p_account_members, p_account_vendors, p_account_negative)
      AS v(k, kind, member_id, vendor, negative)
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.key = v.k)
    ORDER BY v.k
    ON CONFLICT (key) DO NOTHING;
  END IF;

  -- Locks in id order: two entries on the same accounts queue instead of deadlocking.
  PERFORM 1 FROM (
    SELECT a.id FROM ledger_accounts a WHERE a.key = ANY (p_accounts) ORDER BY a.id FOR UPDATE
  ) locked;

  -- The floor, checked on the locked balances posting by posting, before anything is written.
  SELECT s.account_key, s.balance INTO v_short_key, v_short_balance
  FROM ledger_shortfall(p_accounts, p_amounts, p_account_negative) s;
  IF v_short_key IS NOT NULL THEN
    -- Unless the same key committed while this call waited for the locks: then it is a replay.
    SELECT e.id INTO v_entry FROM journal_entries e WHERE e.idempotency_key = p_key;
    IF v_entry IS NULL THEN
      RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, v_short_key, NULL::bigint, v_short_balance;
      RETURN;
    END IF;
    RETURN QUERY SELECT 'replayed'::text, v_entry, r.account_key, r.amount, r.balance_after
      FROM ledger_entry_lines(v_entry) r;
    RETURN;
  END IF;

  INSERT INTO journal_entries (idempotency_key, kind, member_id, actor, reference, remark)
  VALUES (p_key, p_kind, p_member_id, p_actor, p_reference, p_remark)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_entry;
  IF v_entry IS NULL THEN
    SELECT e.id INTO v_entry FROM journal_entries e WHERE e.idempotency_key = p_key;
    RETURN QUERY SELECT 'replayed'::text, v_entry, r.account_key, r.amount, r.balance_after
      FROM ledger_entry_lines(v_entry) r;
    RETURN;
  END IF;

  RETURN QUERY
    WITH lines AS (
      SELECT u.k, u.amt, u.ord FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS u(k, amt, ord)
    ), planned AS (
      SELECT a.id, a.key, l.amt, l.ord,
        (a.balance + sum(l.amt) OVER (PARTITION BY a.id ORDER BY l.ord))::bigint AS after,
        row_number() OVER (PARTITION BY a.id ORDER BY l.ord DESC) AS from_last
      FROM lines l JOIN ledger_accounts a ON a.key = l.k
    ), balances AS (
      UPDATE ledger_accounts a SET balance = pl.after
      FROM planned pl WHERE a.id = pl.id AND pl.from_last = 1
    ), lines_written AS (
      INSERT INTO postings (entry_id, account_id, amount, balance_after)
      SELECT v_entry, pl.id, pl.amt, pl.after FROM planned pl ORDER BY pl.ord
    )
    SELECT 'posted'::text, v_entry, pl.key, pl.amt, pl.after FROM planned pl ORDER BY pl.ord;
END;
$$;
--> statement-breakpoint
-- postings_account_time_idx (account_id, created_at, id) answers every look-up by account.
DROP INDEX IF EXISTS "postings_account_idx";
--> statement-breakpoint
-- The house's sub-accounts (house:<code>:<shard>) are summed on read from this small index.
CREATE INDEX IF NOT EXISTS "ledger_accounts_house_idx" ON "ledger_accounts" USING btree ("key") WHERE "kind" = 'house';
