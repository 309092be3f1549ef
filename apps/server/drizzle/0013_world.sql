CREATE TABLE "player_tasks" (
	"player_id" integer NOT NULL,
	"task_number" integer NOT NULL,
	"period" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"claimed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_tasks_player_id_task_number_pk" PRIMARY KEY("player_id","task_number")
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "tutorial_steps" integer DEFAULT 31 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_tasks" ADD CONSTRAINT "player_tasks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;