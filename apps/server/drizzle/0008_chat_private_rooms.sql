CREATE TABLE "chat_private_rooms" (
	"room" text PRIMARY KEY NOT NULL,
	"player_a" integer NOT NULL,
	"player_b" integer NOT NULL,
	"last_message_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_private_rooms" ADD CONSTRAINT "chat_private_rooms_player_a_players_id_fk" FOREIGN KEY ("player_a") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_private_rooms" ADD CONSTRAINT "chat_private_rooms_player_b_players_id_fk" FOREIGN KEY ("player_b") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_private_rooms" ADD CONSTRAINT "chat_private_rooms_last_message_id_chat_messages_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_private_rooms_player_a_idx" ON "chat_private_rooms" USING btree ("player_a","last_message_id");--> statement-breakpoint
CREATE INDEX "chat_private_rooms_player_b_idx" ON "chat_private_rooms" USING btree ("player_b","last_message_id");--> statement-breakpoint
-- Every private room written in so far, with its newest message.
INSERT INTO "chat_private_rooms" ("room", "player_a", "player_b", "last_message_id")
SELECT DISTINCT ON ("room") "room", LEAST("author_id", "recipient_id"), GREATEST("author_id", "recipient_id"), "id"
FROM "chat_messages" WHERE "recipient_id" IS NOT NULL ORDER BY "room", "id" DESC;
