CREATE TABLE "agent_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"contact_name" text NOT NULL,
	"contact" text NOT NULL,
	"channel" text NOT NULL,
	"team_size" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "agent_applications_note_len" CHECK (char_length("agent_applications"."note") <= 140),
	CONSTRAINT "agent_applications_decided" CHECK (("agent_applications"."status" = 'pending') = ("agent_applications"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_uq" ON "agent_applications" USING btree ("member_id") WHERE "agent_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agent_applications_status_created_idx" ON "agent_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "agent_applications_member_idx" ON "agent_applications" USING btree ("member_id","id");