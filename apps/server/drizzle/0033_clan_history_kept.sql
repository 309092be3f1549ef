-- A clan's ledger and history outlive the clan: dissolving a clan deletes its row, and ledger rows are
-- never deleted, so they keep the clan's id without a foreign key (docs/clans.md, "Dissolution").
ALTER TABLE "clan_ledger" DROP CONSTRAINT "clan_ledger_clan_id_clans_id_fk";
--> statement-breakpoint
ALTER TABLE "clan_log" DROP CONSTRAINT "clan_log_clan_id_clans_id_fk";
