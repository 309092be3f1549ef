CREATE TABLE "clan_buildings" (
	"clan_id" integer NOT NULL,
	"type" text NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"upgrade_ends_at" timestamp with time zone,
	CONSTRAINT "clan_buildings_clan_id_type_pk" PRIMARY KEY("clan_id","type")
);
--> statement-breakpoint
CREATE TABLE "clan_factory_gifts" (
	"player_id" integer NOT NULL,
	"day" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"seed" integer NOT NULL,
	"rng" jsonb NOT NULL,
	"kind" text NOT NULL,
	"resource" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clan_factory_gifts_player_id_day_pk" PRIMARY KEY("player_id","day")
);
--> statement-breakpoint
CREATE TABLE "clan_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clan_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"clan_id" integer NOT NULL,
	"resource" text NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"player_id" integer,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clan_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clan_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"clan_id" integer NOT NULL,
	"event" text NOT NULL,
	"actor_id" integer,
	"target_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clan_members" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"clan_id" integer NOT NULL,
	"role" text NOT NULL,
	"contribution" bigint DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"advertisement_seen" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clan_requests" (
	"player_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clan_requests_player_id_clan_id_pk" PRIMARY KEY("player_id","clan_id")
);
--> statement-breakpoint
CREATE TABLE "clan_seekers" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"about" text,
	"advertisement" text DEFAULT '' NOT NULL,
	"advertisement_version" integer DEFAULT 0 NOT NULL,
	"theme" integer DEFAULT 1 NOT NULL,
	"theme_changes" integer DEFAULT 0 NOT NULL,
	"gold" bigint DEFAULT 0 NOT NULL,
	"gems" bigint DEFAULT 0 NOT NULL,
	"red_crystals" bigint DEFAULT 0 NOT NULL,
	"blue_crystals" bigint DEFAULT 0 NOT NULL,
	"gears" bigint DEFAULT 0 NOT NULL,
	"tickets" bigint DEFAULT 0 NOT NULL,
	"hall_attack" integer DEFAULT 0 NOT NULL,
	"hall_defence" integer DEFAULT 0 NOT NULL,
	"hall_health" integer DEFAULT 0 NOT NULL,
	"raid_difficulty" text DEFAULT 'EASY' NOT NULL,
	"raid_started_at" timestamp with time zone,
	"raid_ends_at" timestamp with time zone,
	"raid_boss_health" bigint DEFAULT 0 NOT NULL,
	"raid_cooldown_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clans_gold_nonnegative" CHECK ("clans"."gold" >= 0),
	CONSTRAINT "clans_gems_nonnegative" CHECK ("clans"."gems" >= 0),
	CONSTRAINT "clans_red_crystals_nonnegative" CHECK ("clans"."red_crystals" >= 0),
	CONSTRAINT "clans_blue_crystals_nonnegative" CHECK ("clans"."blue_crystals" >= 0),
	CONSTRAINT "clans_gears_nonnegative" CHECK ("clans"."gears" >= 0),
	CONSTRAINT "clans_tickets_nonnegative" CHECK ("clans"."tickets" >= 0)
);
--> statement-breakpoint
ALTER TABLE "clan_buildings" ADD CONSTRAINT "clan_buildings_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_factory_gifts" ADD CONSTRAINT "clan_factory_gifts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_ledger" ADD CONSTRAINT "clan_ledger_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_log" ADD CONSTRAINT "clan_log_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_members" ADD CONSTRAINT "clan_members_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_members" ADD CONSTRAINT "clan_members_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_requests" ADD CONSTRAINT "clan_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_requests" ADD CONSTRAINT "clan_requests_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_seekers" ADD CONSTRAINT "clan_seekers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clan_ledger_clan_idx" ON "clan_ledger" USING btree ("clan_id","id");--> statement-breakpoint
CREATE INDEX "clan_log_clan_idx" ON "clan_log" USING btree ("clan_id","id");--> statement-breakpoint
CREATE INDEX "clan_members_clan_idx" ON "clan_members" USING btree ("clan_id");--> statement-breakpoint
CREATE INDEX "clan_requests_clan_idx" ON "clan_requests" USING btree ("clan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clans_name_lower_idx" ON "clans" USING btree (lower("name"));