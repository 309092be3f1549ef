CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room" text NOT NULL,
	"author_id" integer NOT NULL,
	"recipient_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "chat_seen" (
	"player_id" integer NOT NULL,
	"room" text NOT NULL,
	"last_id" integer NOT NULL,
	CONSTRAINT "chat_seen_player_id_room_pk" PRIMARY KEY("player_id","room")
);
--> statement-breakpoint
CREATE TABLE "mail_blocks" (
	"player_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_blocks_player_id_blocked_id_pk" PRIMARY KEY("player_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dialog" text NOT NULL,
	"player_a" integer NOT NULL,
	"player_b" integer,
	"from_id" integer NOT NULL,
	"to_id" integer,
	"support" boolean DEFAULT false NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_players_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_recipient_id_players_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_seen" ADD CONSTRAINT "chat_seen_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_blocks" ADD CONSTRAINT "mail_blocks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_blocks" ADD CONSTRAINT "mail_blocks_blocked_id_players_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_player_a_players_id_fk" FOREIGN KEY ("player_a") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_player_b_players_id_fk" FOREIGN KEY ("player_b") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_from_id_players_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_to_id_players_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room","id") WHERE "chat_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "chat_messages_author_idx" ON "chat_messages" USING btree ("author_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_recipient_idx" ON "chat_messages" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE INDEX "mail_blocks_blocked_idx" ON "mail_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "mail_messages_dialog_idx" ON "mail_messages" USING btree ("dialog","id");--> statement-breakpoint
CREATE INDEX "mail_messages_player_a_idx" ON "mail_messages" USING btree ("player_a","id");--> statement-breakpoint
CREATE INDEX "mail_messages_player_b_idx" ON "mail_messages" USING btree ("player_b","id");--> statement-breakpoint
CREATE INDEX "mail_messages_unread_idx" ON "mail_messages" USING btree ("to_id") WHERE "mail_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "mail_messages_support_unread_idx" ON "mail_messages" USING btree ("dialog") WHERE "mail_messages"."support" and "mail_messages"."to_id" is null and "mail_messages"."read_at" is null;