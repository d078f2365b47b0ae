CREATE TABLE "live_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game" text NOT NULL,
	"round_no" integer NOT NULL,
	"state" text NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"outcome" jsonb,
	"opens_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_slips" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_slips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"round_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_bet_id" text NOT NULL,
	"bets" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_slips" ADD CONSTRAINT "live_slips_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_no_uq" ON "live_rounds" USING btree ("game","round_no");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_current_uq" ON "live_rounds" USING btree ("game") WHERE "live_rounds"."state" <> 'settled';--> statement-breakpoint
CREATE UNIQUE INDEX "live_slips_round_member_uq" ON "live_slips" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE INDEX "live_slips_member_idx" ON "live_slips" USING btree ("member_id","id");