CREATE TABLE "player_snow_worlds" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"visit" integer NOT NULL,
	"seed" bigint NOT NULL,
	"base_stair" integer NOT NULL,
	"stair" integer NOT NULL,
	"steps_left" integer NOT NULL,
	"steps_total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"returns_at" timestamp with time zone,
	"entered_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_snow_worlds" ADD CONSTRAINT "player_snow_worlds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;