ALTER TABLE "client_logs" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "client_logs" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "load_logs" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "load_logs" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
CREATE INDEX "client_logs_ip_idx" ON "client_logs" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "client_logs_client_idx" ON "client_logs" USING btree ("client","created_at");--> statement-breakpoint
CREATE INDEX "load_logs_ip_idx" ON "load_logs" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "load_logs_client_idx" ON "load_logs" USING btree ("client","created_at");--> statement-breakpoint
CREATE INDEX "players_name_skeleton_idx" ON "players" USING btree ("name_skeleton");