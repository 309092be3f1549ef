CREATE TABLE "player_campaign_uses" (
	"player_id" integer NOT NULL,
	"campaign" text NOT NULL,
	"run" integer NOT NULL,
	"use_number" integer NOT NULL,
	"day" integer NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_campaign_uses_player_id_campaign_run_use_number_pk" PRIMARY KEY("player_id","campaign","run","use_number")
);
--> statement-breakpoint
CREATE TABLE "player_delayed_chests" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"bundle" text,
	"amounts" jsonb,
	"started_at" timestamp with time zone,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_spend_chests" (
	"player_id" integer NOT NULL,
	"chest" text NOT NULL,
	"spent" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_spend_chests_player_id_chest_pk" PRIMARY KEY("player_id","chest")
);
--> statement-breakpoint
ALTER TABLE "player_campaign_uses" ADD CONSTRAINT "player_campaign_uses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_delayed_chests" ADD CONSTRAINT "player_delayed_chests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_spend_chests" ADD CONSTRAINT "player_spend_chests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;