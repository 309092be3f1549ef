CREATE TABLE "platform_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"platform_user_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_proofs" (
	"proof_key" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD CONSTRAINT "platform_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_proofs" ADD CONSTRAINT "platform_proofs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_accounts_identity_idx" ON "platform_accounts" USING btree ("source","platform_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_accounts_player_source_idx" ON "platform_accounts" USING btree ("player_id","source");--> statement-breakpoint
CREATE INDEX "platform_proofs_used_at_idx" ON "platform_proofs" USING btree ("used_at");