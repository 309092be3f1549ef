CREATE TABLE "player_referrals" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"welcome_taken" boolean DEFAULT false NOT NULL,
	"invite_taken" boolean DEFAULT false NOT NULL,
	"clan_taken" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_shop_purchases" (
	"player_id" integer NOT NULL,
	"offer" text NOT NULL,
	"day" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "player_shop_purchases_player_id_offer_day_pk" PRIMARY KEY("player_id","offer","day")
);
--> statement-breakpoint
ALTER TABLE "player_referrals" ADD CONSTRAINT "player_referrals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_referrals" ADD CONSTRAINT "player_referrals_referrer_id_players_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_shop_purchases" ADD CONSTRAINT "player_shop_purchases_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_referrals_referrer_idx" ON "player_referrals" USING btree ("referrer_id");