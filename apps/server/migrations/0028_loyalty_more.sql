CREATE TABLE "member_label_links" (
	"member_id" bigint NOT NULL,
	"label_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"color" text DEFAULT '#ABABAB' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_joins" (
	"mission_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_joins_mission_id_member_id_pk" PRIMARY KEY("mission_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "reward_claim_requests" (
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"claimed" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_claim_requests_member_id_request_id_pk" PRIMARY KEY("member_id","request_id")
);
--> statement-breakpoint
DROP INDEX "reward_claims_source_idx";--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "gift_kind" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "level_up_gift" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "monthly_gift" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "gift_turnover_multiple" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "label_id" integer;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "join_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_label_links" ADD CONSTRAINT "member_label_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_label_links" ADD CONSTRAINT "member_label_links_label_id_member_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."member_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_joins" ADD CONSTRAINT "mission_joins_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_joins" ADD CONSTRAINT "mission_joins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claim_requests" ADD CONSTRAINT "reward_claim_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_label_links_uq" ON "member_label_links" USING btree ("member_id","label_id");--> statement-breakpoint
CREATE INDEX "member_label_links_label_idx" ON "member_label_links" USING btree ("label_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_labels_name_uq" ON "member_labels" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_label_id_member_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."member_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_member_source_idx" ON "reward_claims" USING btree ("member_id","source");