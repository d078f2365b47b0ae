CREATE TABLE "favourite_games" (
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor" text NOT NULL,
	"game_type" text NOT NULL,
	"game_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ty" text NOT NULL,
	"classify" text NOT NULL,
	"min_bet_cents" integer DEFAULT 1 NOT NULL,
	"min_line_num" integer DEFAULT 1 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"image_url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"launch_mode" text DEFAULT 'iframe' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_vendors_vassalage_fk" FOREIGN KEY ("vendor") REFERENCES "public"."vendors"("vassalage") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_games_uq" ON "favourite_games" USING btree ("member_id","game_id");--> statement-breakpoint
CREATE INDEX "favourite_games_member_idx" ON "favourite_games" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code_uq" ON "games" USING btree ("vendor","game_code");--> statement-breakpoint
CREATE INDEX "games_list_idx" ON "games" USING btree ("game_type","vendor","enabled","sort_order","id");--> statement-breakpoint
CREATE INDEX "games_name_en_idx" ON "games" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "games_name_ty_idx" ON "games" USING btree (lower("name_ty"));--> statement-breakpoint
CREATE UNIQUE INDEX "recent_games_uq" ON "recent_games" USING btree ("member_id","game_id");--> statement-breakpoint
CREATE INDEX "recent_games_member_idx" ON "recent_games" USING btree ("member_id","last_played_at");