CREATE TABLE "client_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message" text NOT NULL,
	"domain" text,
	"player_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"warrior_class" text NOT NULL,
	"image_id" text NOT NULL,
	"character_id" text,
	"gender" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"rank" integer DEFAULT 1 NOT NULL,
	"health" integer NOT NULL,
	"in_squad" boolean DEFAULT false NOT NULL,
	"slot" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"resource" text NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "load_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"step" text NOT NULL,
	"player_id" integer,
	"h_session" text,
	"loaded_pct" integer,
	"memory" integer,
	"session" text,
	"version" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_uuid" uuid NOT NULL,
	"nickname" text NOT NULL,
	"password_hash" text,
	"password_salt" text,
	"access_level" text DEFAULT 'TRIAL' NOT NULL,
	"user_source" text DEFAULT 'own' NOT NULL,
	"lang" text DEFAULT 'RU' NOT NULL,
	"interface_mode" text DEFAULT 'ORIGINAL' NOT NULL,
	"move_speed_mode" text DEFAULT 'DEFAULT_MODE' NOT NULL,
	"sound_mute" boolean DEFAULT false NOT NULL,
	"push_enabled" boolean DEFAULT false NOT NULL,
	"quality" text DEFAULT 'AUTO' NOT NULL,
	"mail_or_phone" text,
	"gender" text DEFAULT 'male' NOT NULL,
	"gender_changes" integer DEFAULT 0 NOT NULL,
	"meta_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"coordinate" double precision DEFAULT 0 NOT NULL,
	"min_coordinate" double precision DEFAULT 0 NOT NULL,
	"max_coordinate" double precision DEFAULT 0 NOT NULL,
	"stair" integer DEFAULT 1 NOT NULL,
	"battle_stair" integer DEFAULT 1 NOT NULL,
	"best_victory_stair" integer DEFAULT 0 NOT NULL,
	"battle_id" integer,
	"context_id" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"current_exp" integer DEFAULT 0 NOT NULL,
	"gold" bigint DEFAULT 0 NOT NULL,
	"crystal" bigint DEFAULT 0 NOT NULL,
	"elixir" bigint DEFAULT 0 NOT NULL,
	"mithril" bigint DEFAULT 0 NOT NULL,
	"sulfur" bigint DEFAULT 0 NOT NULL,
	"caviar" bigint DEFAULT 0 NOT NULL,
	"tickets" bigint DEFAULT 0 NOT NULL,
	"good_points" bigint DEFAULT 0 NOT NULL,
	"evil_points" bigint DEFAULT 0 NOT NULL,
	"ban_until" timestamp with time zone,
	"ban_reason" text,
	"chat_ban_until" timestamp with time zone,
	"domain" text,
	"screen_width" integer,
	"screen_height" integer,
	"canvas_width" integer,
	"canvas_height" integer,
	"front_version" integer,
	"h_session" text,
	"ref" text,
	"created_at" timestamp with time zone NOT NULL,
	"registered_at" timestamp with time zone,
	CONSTRAINT "players_client_uuid_unique" UNIQUE("client_uuid"),
	CONSTRAINT "players_gold_nonnegative" CHECK ("players"."gold" >= 0),
	CONSTRAINT "players_crystal_nonnegative" CHECK ("players"."crystal" >= 0),
	CONSTRAINT "players_elixir_nonnegative" CHECK ("players"."elixir" >= 0),
	CONSTRAINT "players_mithril_nonnegative" CHECK ("players"."mithril" >= 0),
	CONSTRAINT "players_sulfur_nonnegative" CHECK ("players"."sulfur" >= 0),
	CONSTRAINT "players_caviar_nonnegative" CHECK ("players"."caviar" >= 0),
	CONSTRAINT "players_tickets_nonnegative" CHECK ("players"."tickets" >= 0),
	CONSTRAINT "players_good_points_nonnegative" CHECK ("players"."good_points" >= 0),
	CONSTRAINT "players_evil_points_nonnegative" CHECK ("players"."evil_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creatures" ADD CONSTRAINT "creatures_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_logs_created_idx" ON "client_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "creatures_player_idx" ON "creatures" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creatures_player_slot_idx" ON "creatures" USING btree ("player_id","slot") WHERE "creatures"."slot" is not null;--> statement-breakpoint
CREATE INDEX "ledger_player_idx" ON "ledger" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "load_logs_created_idx" ON "load_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_subject_idx" ON "login_attempts" USING btree ("subject","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_nickname_lower_idx" ON "players" USING btree (lower("nickname"));--> statement-breakpoint
CREATE INDEX "sessions_player_idx" ON "sessions" USING btree ("player_id");