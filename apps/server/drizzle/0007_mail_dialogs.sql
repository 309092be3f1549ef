CREATE TABLE "mail_dialogs" (
	"dialog" text PRIMARY KEY NOT NULL,
	"player_a" integer NOT NULL,
	"player_b" integer,
	"support" boolean NOT NULL,
	"last_message_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_dialogs" ADD CONSTRAINT "mail_dialogs_player_a_players_id_fk" FOREIGN KEY ("player_a") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_dialogs" ADD CONSTRAINT "mail_dialogs_player_b_players_id_fk" FOREIGN KEY ("player_b") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_dialogs" ADD CONSTRAINT "mail_dialogs_last_message_id_mail_messages_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_dialogs_player_a_idx" ON "mail_dialogs" USING btree ("player_a","last_message_id");--> statement-breakpoint
CREATE INDEX "mail_dialogs_player_b_idx" ON "mail_dialogs" USING btree ("player_b","last_message_id");--> statement-breakpoint
CREATE INDEX "mail_dialogs_support_idx" ON "mail_dialogs" USING btree ("last_message_id") WHERE "mail_dialogs"."support";--> statement-breakpoint
-- Every dialog sent so far, with its newest message.
INSERT INTO "mail_dialogs" ("dialog", "player_a", "player_b", "support", "last_message_id")
SELECT DISTINCT ON ("dialog") "dialog", "player_a", "player_b", "support", "id" FROM "mail_messages" ORDER BY "dialog", "id" DESC;
