-- Hand-written: the rating boards' band counters are kept at COMMIT instead of at each UPDATE.
-- Every player at the same stair or experience band moves the same `rating_counts` rows, and an
-- immediate trigger held those rows' locks from the score's UPDATE until the end of the action, so
-- battles of different players waited on each other (a `battle/complete` of one player behind the
-- rest of another's transaction). As deferred constraint triggers they run when the transaction
-- commits, in the order its rows changed, and hold the counters' locks only for the commit. A rank
-- read inside the transaction that changed the score sees the counters as they stood before it.
DROP TRIGGER IF EXISTS players_rating_counts ON players;--> statement-breakpoint
DROP TRIGGER IF EXISTS rating_params_rating_counts ON rating_params;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER players_rating_counts AFTER INSERT OR DELETE OR UPDATE OF level, current_exp, best_victory_stair
  ON players DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION players_rating_counts();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER rating_params_rating_counts AFTER INSERT OR DELETE OR UPDATE OF power
  ON rating_params DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rating_params_rating_counts();
