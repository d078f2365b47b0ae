CREATE TABLE "promotion_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"promotion_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"state" text NOT NULL,
	"amount" bigint,
	"tickets" integer,
	"note" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"grant_id" bigint,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_entry_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_entry_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"title_ty" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_ty" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"content_ty" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"rule" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"level" integer NOT NULL,
	"name_ty" text NOT NULL,
	"name_en" text NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"min_valid_bet" bigint DEFAULT 0 NOT NULL,
	"benefits_ty" text DEFAULT '' NOT NULL,
	"benefits_en" text DEFAULT '' NOT NULL,
	"rebate_bps" integer DEFAULT 0 NOT NULL,
	"withdrawals_per_day" integer DEFAULT 3 NOT NULL,
	"withdrawal_limit" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_promo_member_uq" ON "promotion_entries" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_entries_member_idx" ON "promotion_entries" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "promotion_entry_images_entry_idx" ON "promotion_entry_images" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "promotions_order_idx" ON "promotions" USING btree ("sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_level_uq" ON "vip_levels" USING btree ("level");--> statement-breakpoint
CREATE INDEX "bonus_grants_active_idx" ON "bonus_grants" USING btree ("member_id","id") WHERE "bonus_grants"."status" = 'active';