-- A seamless vendor's common debit and credit in one autocommitted statement each: the bet row, its
-- ledger entry (ledger_post), the bet.settled event and the filed txId with its answer, where the
-- service took a transaction of five to seven round trips. The house sub-account a bet posts to is
-- then locked for the length of one statement, not for round trips to the server and back.
-- Anything but the common case (a repeated round or txId, a refusal, a bonus turnover to count) raises
-- SQLSTATE VWL01: the statement writes nothing and the service runs its transaction, which tells a
-- repeat from a conflict and answers each refusal as before. A stake of a member with a limit or a block
-- (member_protection, migration 0021) also takes the transaction, where the protection area judges it.

-- Cents as the wire writes money: 12345 → '123.45', -5 → '-0.05' (contracts formatCents).
CREATE OR REPLACE FUNCTION money_text(p_cents bigint) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_cents < 0 THEN '-' ELSE '' END
    || (abs(p_cents) / 100)::text || '.' || lpad((abs(p_cents) % 100)::text, 2, '0')
$$;
--> statement-breakpoint
-- A bet's entry (its stake, or its payout) through ledger_post(): p_amounts move p_accounts; answers the
-- balance after of p_accounts[p_answer], or raises VWL01 unless the entry was posted now.
CREATE OR REPLACE FUNCTION vendor_wallet_post(
  p_kind text,
  p_vendor text,
  p_round_id text,
  p_member_id bigint,
  p_bet bigint,
  p_amounts bigint[],
  p_answer integer,
  p_accounts text[],
  p_account_kinds text[],
  p_account_members bigint[],
  p_account_vendors text[],
  p_account_negative boolean[]
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_balance bigint;
BEGIN
  SELECT p.status, p.balance_after INTO v_status, v_balance
  FROM ledger_post(p_kind || ':' || p_vendor || ':' || p_round_id, p_kind, p_member_id, 'vendor:' || p_vendor,
    jsonb_build_object('betId', p_bet, 'vendor', p_vendor, 'vendorBetId', p_round_id), '',
    p_accounts, p_amounts, p_account_kinds, p_account_members, p_account_vendors, p_account_negative) p
  WHERE p.account_key = p_accounts[p_answer];
  IF v_status IS DISTINCT FROM 'posted' THEN
    RAISE EXCEPTION '% of round % not posted: %', p_kind, p_round_id, v_status USING ERRCODE = 'VWL01';
  END IF;
  RETURN v_balance;
END;
$$;
--> statement-breakpoint
-- Files a vendor txId with its answer, or raises VWL01 when it was filed before (a repeat, a tombstone).
CREATE OR REPLACE FUNCTION vendor_wallet_file(
  p_vendor text,
  p_tx_id text,
  p_op text,
  p_member_id bigint,
  p_round_id text,
  p_amount bigint,
  p_request_hash text,
  p_balance bigint
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_transactions (vendor, tx_id, op, status, member_id, round_id, amount, request_hash, answer)
  VALUES (p_vendor, p_tx_id, p_op, 'done', p_member_id, p_round_id, p_amount, p_request_hash,
    jsonb_build_object('balance', money_text(p_balance)))
  ON CONFLICT (vendor, tx_id) DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'txId % was filed before', p_tx_id USING ERRCODE = 'VWL01';
  END IF;
END;
$$;
--> statement-breakpoint
-- p_accounts: the member's wallet, then its house sub-account; the other arrays describe them as
-- ledger_post() takes them. Answers the wallet's balance after the stake.
CREATE OR REPLACE FUNCTION vendor_wallet_debit(
  p_vendor text,
  p_tx_id text,
  p_member_id bigint,
  p_round_id text,
  p_game_type text,
  p_game_code text,
  p_game_name text,
  p_stake bigint,
  p_request_hash text,
  p_accounts text[],
  p_account_kinds text[],
  p_account_members bigint[],
  p_account_vendors text[],
  p_account_negative boolean[]
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_bet bigint;
  v_balance bigint;
BEGIN
  INSERT INTO bets (member_id, vendor, vendor_bet_id, game_type, game_code, game_name, stake, status)
  VALUES (p_member_id, p_vendor, p_round_id, p_game_type, p_game_code, p_game_name, p_stake, 'open')
  ON CONFLICT (vendor, vendor_bet_id) DO NOTHING
  RETURNING id INTO v_bet;
  IF v_bet IS NULL THEN
    RAISE EXCEPTION 'round % was reported before', p_round_id USING ERRCODE = 'VWL01';
  END IF;

  -- A member with a limit or a block is judged by the protection area, in the service's transaction.
  IF EXISTS (SELECT 1 FROM member_protection mp WHERE mp.member_id = p_member_id
      AND (mp.has_limits OR mp.block_kind IS NOT NULL)) THEN
    RAISE EXCEPTION 'member % is guarded', p_member_id USING ERRCODE = 'VWL01';
  END IF;
  v_balance := vendor_wallet_post('bet', p_vendor, p_round_id, p_member_id, v_bet, ARRAY[-p_stake, p_stake], 1,
    p_accounts, p_account_kinds, p_account_members, p_account_vendors, p_account_negative);
  PERFORM vendor_wallet_file(p_vendor, p_tx_id, 'debit', p_member_id, p_round_id, p_stake, p_request_hash,
    v_balance);
  RETURN v_balance;
END;
$$;
--> statement-breakpoint
-- p_accounts: the house sub-account, then the member's wallet (a payout's order). p_handlers: the
-- outbox handlers subscribed to bet.settled. Answers the wallet's balance after the payout.
CREATE OR REPLACE FUNCTION vendor_wallet_credit(
  p_vendor text,
  p_tx_id text,
  p_member_id bigint,
  p_round_id text,
  p_payout bigint,
  p_valid_bet bigint,
  p_request_hash text,
  p_counts_turnover boolean,
  p_handlers text[],
  p_accounts text[],
  p_account_kinds text[],
  p_account_members bigint[],
  p_account_vendors text[],
  p_account_negative boolean[]
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_bet bigint;
  v_stake bigint;
  v_valid bigint;
  v_balance bigint;
BEGIN
  UPDATE bets SET status = 'settled', payout = p_payout, valid_bet = coalesce(p_valid_bet, stake),
    settled_at = now()
  WHERE vendor = p_vendor AND vendor_bet_id = p_round_id AND status = 'open' AND member_id = p_member_id
  RETURNING id, stake, valid_bet INTO v_bet, v_stake, v_valid;
  IF v_bet IS NULL THEN
    RAISE EXCEPTION 'no open round %', p_round_id USING ERRCODE = 'VWL01';
  END IF;
  -- A locked bonus takes this bet's turnover: the service's path counts it and may unlock the grant.
  IF p_counts_turnover AND v_valid > 0
    AND EXISTS (SELECT 1 FROM bonus_grants g WHERE g.member_id = p_member_id AND g.status = 'active') THEN
    RAISE EXCEPTION 'round % counts towards a bonus', p_round_id USING ERRCODE = 'VWL01';
  END IF;

  WITH event AS (
    INSERT INTO outbox_events (type, payload)
    VALUES ('bet.settled', jsonb_build_object('betId', v_bet, 'memberId', p_member_id, 'vendor', p_vendor,
      'stakeCents', v_stake::text, 'validBetCents', v_valid::text, 'payoutCents', p_payout::text))
    RETURNING id
  )
  INSERT INTO outbox_deliveries (event_id, handler)
  SELECT event.id, h.handler FROM event, unnest(p_handlers) AS h(handler);

  IF p_payout > 0 THEN
    v_balance := vendor_wallet_post('payout', p_vendor, p_round_id, p_member_id, v_bet,
      ARRAY[-p_payout, p_payout], 2, p_accounts, p_account_kinds, p_account_members, p_account_vendors,
      p_account_negative);
  ELSE
    SELECT coalesce(max(a.balance), 0) INTO v_balance FROM ledger_accounts a WHERE a.key = p_accounts[2];
  END IF;
  PERFORM vendor_wallet_file(p_vendor, p_tx_id, 'credit', p_member_id, p_round_id, p_payout, p_request_hash,
    v_balance);
  RETURN v_balance;
END;
$$;
--> statement-breakpoint
-- A PL/pgSQL statement's plan is cached, but with parameters a statement may be planned again on every
-- call (a custom plan) when the generic plan's estimate looks no better, and planning these statements
-- cost more than running them. The money functions keep one plan per statement and connection.
ALTER FUNCTION ledger_post(text, text, bigint, text, jsonb, text, text[], bigint[], text[], bigint[], text[], boolean[])
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION vendor_wallet_debit(text, text, bigint, text, text, text, text, bigint, text, text[], text[], bigint[], text[], boolean[])
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION vendor_wallet_credit(text, text, bigint, text, bigint, bigint, text, boolean, text[], text[], text[], bigint[], text[], boolean[])
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION vendor_wallet_post(text, text, text, bigint, bigint, bigint[], integer, text[], text[], bigint[], text[], boolean[])
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION vendor_wallet_file(text, text, text, bigint, text, bigint, text, bigint)
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
-- Read-only, so ledger_post's call of it is inlined and planned once with the rest.
ALTER FUNCTION ledger_shortfall(text[], bigint[], boolean[]) STABLE;
