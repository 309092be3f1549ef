CREATE TABLE "guest_signups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_signups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "guest_signups_ip_idx" ON "guest_signups" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "guest_signups_created_idx" ON "guest_signups" USING btree ("created_at");