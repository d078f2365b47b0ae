CREATE TABLE "pvp_hands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pvp_hands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room_id" bigint NOT NULL,
	"hand_no" integer NOT NULL,
	"state" text NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"seat_ids" jsonb NOT NULL,
	"game" jsonb NOT NULL,
	"log" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"turn_ends_at" timestamp with time zone,
	"rake" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pvp_rooms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pvp_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"owner_member_id" bigint,
	"unit_cents" bigint NOT NULL,
	"hands" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pvp_seats" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pvp_seats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room_id" bigint NOT NULL,
	"seat" integer NOT NULL,
	"member_id" bigint,
	"name" text NOT NULL,
	"stack" bigint NOT NULL,
	"away" boolean DEFAULT false NOT NULL,
	"leaving" boolean DEFAULT false NOT NULL,
	"last_result" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pvp_hands" ADD CONSTRAINT "pvp_hands_room_id_pvp_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."pvp_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_seats" ADD CONSTRAINT "pvp_seats_room_id_pvp_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."pvp_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_hands_no_uq" ON "pvp_hands" USING btree ("room_id","hand_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_hands_playing_uq" ON "pvp_hands" USING btree ("room_id") WHERE "pvp_hands"."state" = 'playing';--> statement-breakpoint
CREATE INDEX "pvp_hands_turn_idx" ON "pvp_hands" USING btree ("turn_ends_at") WHERE "pvp_hands"."state" = 'playing';--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_rooms_code_uq" ON "pvp_rooms" USING btree ("code") WHERE "pvp_rooms"."owner_member_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_rooms_practice_uq" ON "pvp_rooms" USING btree ("owner_member_id") WHERE "pvp_rooms"."owner_member_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_seats_room_seat_uq" ON "pvp_seats" USING btree ("room_id","seat");--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_seats_room_member_uq" ON "pvp_seats" USING btree ("room_id","member_id");--> statement-breakpoint
CREATE INDEX "pvp_seats_member_idx" ON "pvp_seats" USING btree ("member_id");