CREATE TABLE "rating_counts" (
	"board" text NOT NULL,
	"grain" smallint NOT NULL,
	"bucket" bigint NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "rating_counts_board_grain_bucket_pk" PRIMARY KEY("board","grain","bucket")
);
--> statement-breakpoint
DROP INDEX "players_level_rating_idx";--> statement-breakpoint
CREATE INDEX "players_level_rating_idx" ON "players" USING btree ((-("level"::bigint * 4294967296 + "current_exp")),"id");--> statement-breakpoint
-- Hand-written: the rating boards' band counters, kept by triggers in the transaction that changes a
-- score. Shifts (coarse, fine) must match apps/server/src/ratings/rating-boards.ts:
-- level (32, 6) over level * 2^32 + current_exp, scenario (6, 0) over best_victory_stair,
-- params (16, 8) over power. A transaction takes the counters' row locks in (board, grain, band)
-- order: the lower band first.
CREATE FUNCTION rating_count_add(b text, g smallint, k bigint, d integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO rating_counts (board, grain, bucket, players) VALUES (b, g, k, d)
  ON CONFLICT (board, grain, bucket) DO UPDATE SET players = rating_counts.players + excluded.players
$$;--> statement-breakpoint
CREATE FUNCTION rating_count_step(b text, g smallint, o bigint, n bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF o IS NOT DISTINCT FROM n THEN RETURN; END IF;
  IF o IS NULL THEN PERFORM rating_count_add(b, g, n, 1);
  ELSIF n IS NULL THEN PERFORM rating_count_add(b, g, o, -1);
  ELSIF o < n THEN PERFORM rating_count_add(b, g, o, -1); PERFORM rating_count_add(b, g, n, 1);
  ELSE PERFORM rating_count_add(b, g, n, 1); PERFORM rating_count_add(b, g, o, -1);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION rating_count_move(b text, cs integer, fs integer, o bigint, n bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rating_count_step(b, 0::smallint, o >> cs, n >> cs);
  PERFORM rating_count_step(b, 1::smallint, o >> fs, n >> fs);
END $$;--> statement-breakpoint
CREATE FUNCTION players_rating_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rating_count_move('level', 32, 6,
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.level::bigint * 4294967296 + OLD.current_exp END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.level::bigint * 4294967296 + NEW.current_exp END);
  PERFORM rating_count_move('scenario', 6, 0,
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.best_victory_stair::bigint END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.best_victory_stair::bigint END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION rating_params_rating_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rating_count_move('params', 16, 8,
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.power END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.power END);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Recounts every band from the tables (the migration's backfill; the bench's seeding, which loads
-- with the triggers off).
CREATE FUNCTION rating_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM rating_counts;
  INSERT INTO rating_counts (board, grain, bucket, players)
    SELECT 'level', 0, (level::bigint * 4294967296 + current_exp) >> 32, count(*) FROM players GROUP BY 3
    UNION ALL SELECT 'level', 1, (level::bigint * 4294967296 + current_exp) >> 6, count(*) FROM players GROUP BY 3
    UNION ALL SELECT 'scenario', 0, best_victory_stair::bigint >> 6, count(*) FROM players GROUP BY 3
    UNION ALL SELECT 'scenario', 1, best_victory_stair::bigint, count(*) FROM players GROUP BY 3
    UNION ALL SELECT 'params', 0, power >> 16, count(*) FROM rating_params GROUP BY 3
    UNION ALL SELECT 'params', 1, power >> 8, count(*) FROM rating_params GROUP BY 3;
$$;--> statement-breakpoint
CREATE TRIGGER players_rating_counts AFTER INSERT OR DELETE OR UPDATE OF level, current_exp, best_victory_stair
  ON players FOR EACH ROW EXECUTE FUNCTION players_rating_counts();--> statement-breakpoint
CREATE TRIGGER rating_params_rating_counts AFTER INSERT OR DELETE OR UPDATE OF power
  ON rating_params FOR EACH ROW EXECUTE FUNCTION rating_params_rating_counts();--> statement-breakpoint
SELECT rating_counts_rebuild();
