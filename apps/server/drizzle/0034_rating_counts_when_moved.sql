-- Hand-written: the rating boards' band counters are moved only when a band changes. The triggers
-- of 0031 fired on every UPDATE naming level, current_exp or best_victory_stair (battle/complete
-- names them on every battle, won or lost) and each firing ran six nested statements at commit even
-- when no band moved. An UPDATE now queues the counters' work only when the score left its fine band
-- (the coarse band is the fine band shifted further, so it cannot move alone): level (fine shift 6)
-- over level * 2^32 + current_exp, scenario (fine shift 0) over best_victory_stair, params (fine
-- shift 8) over power. Inserts and deletes move the counters as before.
DROP TRIGGER IF EXISTS players_rating_counts ON players;--> statement-breakpoint
DROP TRIGGER IF EXISTS rating_params_rating_counts ON rating_params;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER players_rating_counts AFTER INSERT OR DELETE
  ON players DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION players_rating_counts();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER players_rating_counts_moved AFTER UPDATE OF level, current_exp, best_victory_stair
  ON players DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.level::bigint * 4294967296 + OLD.current_exp) >> 6 IS DISTINCT FROM (NEW.level::bigint * 4294967296 + NEW.current_exp) >> 6
    OR OLD.best_victory_stair IS DISTINCT FROM NEW.best_victory_stair)
  EXECUTE FUNCTION players_rating_counts();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER rating_params_rating_counts AFTER INSERT OR DELETE
  ON rating_params DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rating_params_rating_counts();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER rating_params_rating_counts_moved AFTER UPDATE OF power
  ON rating_params DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.power >> 8 IS DISTINCT FROM NEW.power >> 8)
  EXECUTE FUNCTION rating_params_rating_counts();
