CREATE TABLE "player_daily_claims" (
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" integer NOT NULL,
	"reference" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_daily_claims_player_id_kind_day_pk" PRIMARY KEY("player_id","kind","day")
);
--> statement-breakpoint
CREATE TABLE "player_markers" (
	"player_id" integer NOT NULL,
	"marker" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_markers_player_id_marker_pk" PRIMARY KEY("player_id","marker")
);
--> statement-breakpoint
CREATE TABLE "player_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_places" (
	"player_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"taken_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"gained_at" timestamp with time zone,
	"defeated" boolean DEFAULT false NOT NULL,
	"battle_lost" boolean DEFAULT false NOT NULL,
	"markers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"turn_from" double precision,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_places_player_id_place_id_pk" PRIMARY KEY("player_id","place_id")
);
--> statement-breakpoint
CREATE TABLE "player_skill_points" (
	"player_id" integer NOT NULL,
	"skill_type" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_skill_points_player_id_skill_type_pk" PRIMARY KEY("player_id","skill_type")
);
--> statement-breakpoint
ALTER TABLE "creatures" ADD COLUMN "health_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "loaded_to" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "event_currency" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "road_news" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "creature_news" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "have_new_notification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "player_daily_claims" ADD CONSTRAINT "player_daily_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_markers" ADD CONSTRAINT "player_markers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_notifications" ADD CONSTRAINT "player_notifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_places" ADD CONSTRAINT "player_places_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_skill_points" ADD CONSTRAINT "player_skill_points_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_notifications_player_idx" ON "player_notifications" USING btree ("player_id","id");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_event_currency_nonnegative" CHECK ("players"."event_currency" >= 0);