CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"organizer_key_hash" text NOT NULL,
	"name" text NOT NULL,
	"event_date" date NOT NULL,
	"rules" jsonb NOT NULL,
	"language" text NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"closes_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_versions" (
	"team_id" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"lists" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_versions_team_id_version_pk" PRIMARY KEY("team_id","version")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"registration" integer GENERATED ALWAYS AS IDENTITY (sequence name "teams_registration_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_versions" ADD CONSTRAINT "team_versions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_event_date" ON "events" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "teams_event" ON "teams" USING btree ("event_id");