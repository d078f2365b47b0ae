CREATE TABLE "agent_bet_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"vendor" text NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_bet_days_member_id_day_game_type_vendor_pk" PRIMARY KEY("member_id","day","game_type","vendor")
);
--> statement-breakpoint
CREATE TABLE "agent_money_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"deposits" integer DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_money_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "agent_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agent_id" bigint NOT NULL,
	"downline_id" bigint NOT NULL,
	"transfer_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_transfers_amount_positive" CHECK ("agent_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_tree" (
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_bet_days_day_idx" ON "agent_bet_days" USING btree ("day","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_transfers_transfer_uq" ON "agent_transfers" USING btree ("agent_id","transfer_id");--> statement-breakpoint
CREATE INDEX "agent_transfers_agent_created_idx" ON "agent_transfers" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "member_tree_ancestor_depth_idx" ON "member_tree" USING btree ("ancestor_id","depth","descendant_id");--> statement-breakpoint
CREATE INDEX "member_tree_descendant_idx" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
-- The closure table is kept by the members table itself, in the transaction of the insert or the move,
-- so every way a member is made (registration, SMS, social, free play, seed, tests) has its rows.
CREATE OR REPLACE FUNCTION member_tree_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
    IF NEW.upline_id IS NOT NULL THEN
      INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.upline_id;
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
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER members_tree_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_keep();
--> statement-breakpoint
CREATE TRIGGER members_tree_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_keep();
--> statement-breakpoint
-- The members there already, with their paths up (the walk is bounded: there is no cycle to follow).
INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE up (descendant_id, ancestor_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT up.descendant_id, m.upline_id, up.depth + 1
  FROM up JOIN members m ON m.id = up.ancestor_id
  WHERE m.upline_id IS NOT NULL AND up.depth < 1000
)
SELECT ancestor_id, descendant_id, depth FROM up
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Agents approved before affiliate codes came with approval get one now.
INSERT INTO affiliate_codes (code, member_id)
SELECT upper(substr(md5(random()::text || m.id::text), 1, 8)), m.id
FROM members m
WHERE m.is_agent IN (1, 2, 41, 42)
  AND NOT EXISTS (SELECT 1 FROM affiliate_codes c WHERE c.member_id = m.id);
