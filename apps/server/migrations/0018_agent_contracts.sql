CREATE TABLE "agent_contract_kinds" (
	"kind" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"payer" text DEFAULT 'platform' NOT NULL,
	"carry_loss" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contract_rows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contract_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" bigint NOT NULL,
	"run_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"payer_id" bigint,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"rate_bp" integer NOT NULL,
	"active_members" integer NOT NULL,
	"valid_bet" bigint NOT NULL,
	"profit_loss" bigint NOT NULL,
	"carried_in" bigint DEFAULT 0 NOT NULL,
	"carried_out" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contract_rows_amount" CHECK ("agent_contract_rows"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"upline_id" bigint,
	"status" text DEFAULT 'offered' NOT NULL,
	"tiers" jsonb NOT NULL,
	"top_rate_bp" integer NOT NULL,
	"offered_by" text NOT NULL,
	"termination_requested_by" text,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_rate" CHECK ("agent_contracts"."top_rate_bp" BETWEEN 1 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "agent_rate_ceilings" (
	"is_agent" integer NOT NULL,
	"kind" text NOT NULL,
	"max_rate_bp" integer NOT NULL,
	CONSTRAINT "agent_rate_ceilings_is_agent_kind_pk" PRIMARY KEY("is_agent","kind"),
	CONSTRAINT "agent_rate_ceilings_range" CHECK ("agent_rate_ceilings"."max_rate_bp" BETWEEN 1 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_settlement_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"contracts" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"unpaid" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agent_contract_rows" ADD CONSTRAINT "agent_contract_rows_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_rows" ADD CONSTRAINT "agent_contract_rows_run_id_agent_settlement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_settlement_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_rows_period_uq" ON "agent_contract_rows" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_contract_rows_agent_idx" ON "agent_contract_rows" USING btree ("agent_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_contract_rows_run_idx" ON "agent_contract_rows" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_offer_uq" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_active_uq" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_kind_status_idx" ON "agent_contracts" USING btree ("kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlement_runs_period_uq" ON "agent_settlement_runs" USING btree ("kind","period","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlement_runs_started_idx" ON "agent_settlement_runs" USING btree ("started_at");--> statement-breakpoint
-- Every kind starts disabled (its §3 flag 0) until an operator turns it on.
INSERT INTO agent_contract_kinds (kind) VALUES
  ('dividend'), ('daily_salary'), ('hourly_salary'), ('realtime_salary')
ON CONFLICT DO NOTHING;
