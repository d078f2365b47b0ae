CREATE TABLE "settlement_batches" (
	"settlement_key" text NOT NULL,
	"batch_no" integer NOT NULL,
	"batch_count" integer NOT NULL,
	"digest" text NOT NULL,
	"items" integer NOT NULL,
	"settled" integer NOT NULL,
	"replayed" integer NOT NULL,
	"refused" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_batches_pk" PRIMARY KEY("settlement_key","batch_no")
);
