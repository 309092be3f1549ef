CREATE TABLE "player_campaign_seen" (
	"player_id" integer NOT NULL,
	"campaign" text NOT NULL,
	"run" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_campaign_seen_player_id_campaign_run_pk" PRIMARY KEY("player_id","campaign","run")
);
--> statement-breakpoint
CREATE TABLE "player_offers" (
	"player_id" integer NOT NULL,
	"offer" text NOT NULL,
	"run" integer NOT NULL,
	"seen_at" timestamp with time zone,
	"bought_at" timestamp with time zone,
	CONSTRAINT "player_offers_player_id_offer_run_pk" PRIMARY KEY("player_id","offer","run")
);
--> statement-breakpoint
ALTER TABLE "player_referrals" ADD COLUMN "share_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_referrals" ADD COLUMN "share_waiting" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "bonus_points" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "golden_tickets" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_campaign_seen" ADD CONSTRAINT "player_campaign_seen_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_offers" ADD CONSTRAINT "player_offers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_bonus_points_nonnegative" CHECK ("players"."bonus_points" >= 0);--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_golden_tickets_nonnegative" CHECK ("players"."golden_tickets" >= 0);