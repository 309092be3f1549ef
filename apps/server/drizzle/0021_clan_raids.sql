CREATE TABLE "clan_raid_battles" (
	"battle_id" integer PRIMARY KEY NOT NULL,
	"clan_id" integer NOT NULL,
	"raid_started_at" timestamp with time zone NOT NULL,
	"player_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clan_raid_damage" (
	"clan_id" integer NOT NULL,
	"raid_started_at" timestamp with time zone NOT NULL,
	"player_id" integer NOT NULL,
	"damage" bigint DEFAULT 0 NOT NULL,
	"battles" integer DEFAULT 0 NOT NULL,
	"reward_gold" bigint,
	"reward_mithril" bigint,
	"rewarded_at" timestamp with time zone,
	"taken_at" timestamp with time zone,
	CONSTRAINT "clan_raid_damage_clan_id_raid_started_at_player_id_pk" PRIMARY KEY("clan_id","raid_started_at","player_id")
);
--> statement-breakpoint
ALTER TABLE "clan_raid_battles" ADD CONSTRAINT "clan_raid_battles_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_raid_damage" ADD CONSTRAINT "clan_raid_damage_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clan_raid_damage_player_idx" ON "clan_raid_damage" USING btree ("player_id");