CREATE TABLE "sports_feeds" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports_events" ADD COLUMN "feed" text;--> statement-breakpoint
ALTER TABLE "sports_events" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "sports_events" ADD COLUMN "feed_held_by" text;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sports_events_feed_uq" ON "sports_events" USING btree ("feed","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_markets_external_uq" ON "sports_markets" USING btree ("event_id","external_id");