CREATE TABLE "artifact_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "artifact_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"artifact_id" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"creature_id" integer,
	"source" text NOT NULL,
	"acquired_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backpack_items" (
	"player_id" integer NOT NULL,
	"consumable_id" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "backpack_items_player_id_consumable_id_pk" PRIMARY KEY("player_id","consumable_id"),
	CONSTRAINT "backpack_items_count_check" CHECK ("backpack_items"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "backpack_slots" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"elixir_slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scroll_slots" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creature_forces" (
	"creature_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"force_id" text NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "creature_forces_creature_id_force_id_pk" PRIMARY KEY("creature_id","force_id")
);
--> statement-breakpoint
CREATE TABLE "player_cards" (
	"player_id" integer NOT NULL,
	"card" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "player_cards_player_id_card_pk" PRIMARY KEY("player_id","card"),
	CONSTRAINT "player_cards_count_check" CHECK ("player_cards"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "upgrade_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upgrade_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"creature_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"to_rank" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creatures" ADD COLUMN "ark_cards" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creatures" ADD COLUMN "bonus_attack" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creatures" ADD COLUMN "bonus_defence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creatures" ADD COLUMN "bonus_health" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creatures" ADD COLUMN "spent_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creatures" ADD COLUMN "temporal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "extra_hammers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "forge_day" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "forge_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "artifact_items" ADD CONSTRAINT "artifact_items_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artifact_items" ADD CONSTRAINT "artifact_items_creature_id_creatures_id_fk" FOREIGN KEY ("creature_id") REFERENCES "public"."creatures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backpack_items" ADD CONSTRAINT "backpack_items_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backpack_slots" ADD CONSTRAINT "backpack_slots_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creature_forces" ADD CONSTRAINT "creature_forces_creature_id_creatures_id_fk" FOREIGN KEY ("creature_id") REFERENCES "public"."creatures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creature_forces" ADD CONSTRAINT "creature_forces_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_cards" ADD CONSTRAINT "player_cards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_steps" ADD CONSTRAINT "upgrade_steps_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_steps" ADD CONSTRAINT "upgrade_steps_creature_id_creatures_id_fk" FOREIGN KEY ("creature_id") REFERENCES "public"."creatures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artifact_items_player_idx" ON "artifact_items" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "artifact_items_creature_idx" ON "artifact_items" USING btree ("creature_id");--> statement-breakpoint
CREATE INDEX "creature_forces_player_idx" ON "creature_forces" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "upgrade_steps_player_idx" ON "upgrade_steps" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "upgrade_steps_creature_target_idx" ON "upgrade_steps" USING btree ("creature_id","target");