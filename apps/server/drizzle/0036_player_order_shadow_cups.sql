ALTER TABLE "players" ADD COLUMN "order_points" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "shadow_points" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "cups" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_order_points_nonnegative" CHECK ("players"."order_points" >= 0);--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_shadow_points_nonnegative" CHECK ("players"."shadow_points" >= 0);--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_cups_nonnegative" CHECK ("players"."cups" >= 0);