CREATE TABLE "arena_attacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arena_attacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"battle_id" integer NOT NULL,
	"attacker_id" integer NOT NULL,
	"defender_id" integer NOT NULL,
	"attacker_won" boolean,
	"attacker_before" integer,
	"attacker_after" integer,
	"defender_before" integer,
	"defender_after" integer,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "arena_attacks_battle_id_unique" UNIQUE("battle_id")
);
--> statement-breakpoint
CREATE TABLE "arena_position_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arena_position_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"position" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arena_rewards" (
	"player_id" integer NOT NULL,
	"day" text NOT NULL,
	"reward_at" timestamp with time zone NOT NULL,
	"position" integer NOT NULL,
	"league" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "arena_rewards_player_id_day_pk" PRIMARY KEY("player_id","day")
);
--> statement-breakpoint
CREATE TABLE "arena_standings" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"defence" jsonb NOT NULL,
	"reward_minute" integer NOT NULL,
	"utc_offset" integer NOT NULL,
	"tries_day" integer,
	"tries_used" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"rewarded_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_presence" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_params" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"power" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arena_attacks" ADD CONSTRAINT "arena_attacks_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_attacks" ADD CONSTRAINT "arena_attacks_attacker_id_players_id_fk" FOREIGN KEY ("attacker_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_attacks" ADD CONSTRAINT "arena_attacks_defender_id_players_id_fk" FOREIGN KEY ("defender_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_position_log" ADD CONSTRAINT "arena_position_log_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_rewards" ADD CONSTRAINT "arena_rewards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_standings" ADD CONSTRAINT "arena_standings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_presence" ADD CONSTRAINT "player_presence_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_params" ADD CONSTRAINT "rating_params_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arena_attacks_attacker_idx" ON "arena_attacks" USING btree ("attacker_id","id");--> statement-breakpoint
CREATE INDEX "arena_attacks_defender_idx" ON "arena_attacks" USING btree ("defender_id","id");--> statement-breakpoint
CREATE INDEX "arena_position_log_player_idx" ON "arena_position_log" USING btree ("player_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "arena_standings_position_idx" ON "arena_standings" USING btree ("position");--> statement-breakpoint
CREATE INDEX "player_presence_seen_idx" ON "player_presence" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "rating_params_order_idx" ON "rating_params" USING btree ((-"power"),"player_id");--> statement-breakpoint
CREATE INDEX "players_level_rating_idx" ON "players" USING btree ((-"level"),(-"current_exp"),"id");--> statement-breakpoint
CREATE INDEX "players_scenario_rating_idx" ON "players" USING btree ((-"best_victory_stair"),"id");