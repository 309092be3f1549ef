-- Hand-written: the rating indexes carry the columns their score is computed from, so a page's
-- offset walk and a rank's in-band count are index-only scans (PostgreSQL can answer from an
-- expression index alone only when the expression's columns are in it too). Without them every
-- entry walked read its table row: a page at offset 9,000 of a million players took 450 ms, with
-- them 3 ms. Drizzle's index builder has no INCLUDE; the schema files say so beside the indexes.
DROP INDEX IF EXISTS "players_level_rating_idx";--> statement-breakpoint
CREATE INDEX "players_level_rating_idx" ON "players" USING btree ((-("level"::bigint * 4294967296 + "current_exp")),"id") INCLUDE ("level","current_exp");--> statement-breakpoint
DROP INDEX IF EXISTS "players_scenario_rating_idx";--> statement-breakpoint
CREATE INDEX "players_scenario_rating_idx" ON "players" USING btree ((-"best_victory_stair"),"id") INCLUDE ("best_victory_stair");--> statement-breakpoint
DROP INDEX IF EXISTS "rating_params_order_idx";--> statement-breakpoint
CREATE INDEX "rating_params_order_idx" ON "rating_params" USING btree ((-"power"),"player_id") INCLUDE ("power");
