CREATE TABLE "battles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "battles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"place_id" integer,
	"state" text NOT NULL,
	"setup" jsonb NOT NULL,
	"seed" bigint NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engine_state" jsonb NOT NULL,
	"rng" jsonb NOT NULL,
	"moves" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"winner_team" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battles_player_idx" ON "battles" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "battles_player_open_idx" ON "battles" USING btree ("player_id") WHERE "battles"."settled_at" is null;