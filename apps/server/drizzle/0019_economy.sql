CREATE TABLE "player_boosters" (
	"player_id" integer NOT NULL,
	"slot" text NOT NULL,
	"booster_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_boosters_player_id_slot_pk" PRIMARY KEY("player_id","slot"),
	CONSTRAINT "player_boosters_window_check" CHECK ("player_boosters"."ends_at" > "player_boosters"."started_at")
);
--> statement-breakpoint
CREATE TABLE "player_wheels" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"rng_state" jsonb NOT NULL,
	"day" integer NOT NULL,
	"free_spin_used" boolean DEFAULT false NOT NULL,
	"ad_tickets" integer DEFAULT 0 NOT NULL,
	"spins" integer DEFAULT 0 NOT NULL,
	"pending_prize" text,
	"pending_sector" integer,
	CONSTRAINT "player_wheels_ad_tickets_check" CHECK ("player_wheels"."ad_tickets" >= 0)
);
--> statement-breakpoint
ALTER TABLE "player_boosters" ADD CONSTRAINT "player_boosters_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_wheels" ADD CONSTRAINT "player_wheels_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;