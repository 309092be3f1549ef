import { join } from 'node:path';
import type { AppConfig } from '../../apps/server/src/app-config.ts';
import { startServer, type RunningServer } from '../../apps/server/src/start-server.ts';
import { clonedTestDatabase } from '../../apps/server/test/test-database.ts';
import { applyLedger } from '../../apps/server/src/ledger/apply-ledger.ts';
import type { Resource } from '../../apps/server/src/ledger/resources.ts';
import { addShopHero } from '../../apps/server/src/shop/hero-shop.ts';
import type { WarriorClass } from '@rol/rules/content/warrior-classes';

const repoRoot = join(import.meta.dirname, '..', '..');

export interface InProcessServer {
  url: string;
  /** Sets players' levels with a direct SQL update (no backdoor route exists, and none should). */
  setLevel(playerIds: readonly number[], level: number): Promise<void>;
  /** Raises every hero of the players to `level` at full health, with a direct SQL update (as the level helper). */
  setHeroLevel(playerIds: readonly number[], level: number): Promise<void>;
  /** Credits resources through the game's own ledger (each balance with its ledger row, as a reward would). */
  grant(playerId: number, amounts: Partial<Record<Resource, number>>): Promise<void>;
  /** Puts an artifact into the player's storage (as taking an artifact place would); returns the item's id. */
  addArtifact(playerId: number, artifactId: string, level?: number): Promise<number>;
  /** Hires heroes of `classes` as the hero shop does (each into the first free squad slot), without their price. */
  addHeroes(playerId: number, classes: readonly WarriorClass[]): Promise<void>;
  /** Sets the farthest stair a player has won a battle on, with a direct SQL update (opens the monastery's way). */
  setBestVictoryStair(playerId: number, stair: number): Promise<void>;
  /** Sets a player's access level with a direct SQL update (as the operator's command does). */
  setAccessLevel(playerId: number, level: string): Promise<void>;
  /** Sets the steps left of a player's snow world visit and marks its places done (`done`: a bit per stair), by SQL. */
  setSnowVisit(playerId: number, visit: { stepsLeft: number; done: number }): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real server started inside the test process (as `npm start` does: the built web app and the
 * API on one port) on a fresh clone of the migrated template database (the global set-up's), so a
 * journey can reach its database. `worldSeed`
 * picks another world (WORLD_SEED); new players start with the first-steps tutorial done unless
 * `tutorial` is true; `config` adds settings (e.g. the platforms' test secrets).
 */
export async function startInProcessServer(
  options: { worldSeed?: number; tutorial?: boolean; config?: Partial<AppConfig> } = {},
): Promise<InProcessServer> {
  const scratch = await clonedTestDatabase();
  const server: RunningServer = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: scratch.url,
    // E2E_WEB_DIST: a web build kept apart from apps/web/dist (so building it never disturbs other runs).
    config: {
      webDistDir: process.env.E2E_WEB_DIST || join(repoRoot, 'apps/web/dist'),
      logger: false,
      tutorial: options.tutorial ?? false,
      // A journey may pick a world whose first places suit it (the road is generated from the seed).
      ...(options.worldSeed !== undefined ? { worldSeed: options.worldSeed } : {}),
      // Settings a journey needs beyond these (host platforms' test secrets, fake providers' addresses).
      ...options.config,
    },
  });
  if (!server.app.config.webDistDir) {
    await server.close();
    await scratch.drop();
    throw new Error('apps/web/dist is missing: run `npm run build -w @rol/web` first');
  }
  const { database } = server;
  const query = (text: string, params: unknown[]): Promise<unknown> => database.pool.query(text, params);
  return {
    url: server.url,
    async setLevel(playerIds, level) {
      await query('UPDATE players SET level = $1 WHERE id = ANY($2::int[])', [level, [...playerIds]]);
    },
    async setHeroLevel(playerIds, level) {
      await query(
        'UPDATE creatures SET level = $1, health = 1000000, health_at = now() WHERE player_id = ANY($2::int[])',
        [level, [...playerIds]],
      );
    },
    async grant(playerId, amounts) {
      await database.db.transaction(async (tx) => {
        for (const [resource, delta] of Object.entries(amounts) as [Resource, number][]) {
          await applyLedger(tx, { playerId, resource, delta, reason: 'journey:grant', now: new Date() });
        }
      });
    },
    async addArtifact(playerId, artifactId, level = 1) {
      const result = (await query(
        "INSERT INTO artifact_items (player_id, artifact_id, level, source, acquired_at) VALUES ($1, $2, $3, 'journey', now()) RETURNING id",
        [playerId, artifactId, level],
      )) as { rows: { id: number }[] };
      return result.rows[0]!.id;
    },
    async addHeroes(playerId, classes) {
      await database.db.transaction(async (tx) => {
        for (const warriorClass of classes)
          await addShopHero(tx, { playerId, warriorClass, gender: 'male', spentTokens: 0, nowMs: Date.now() });
      });
    },
    async setBestVictoryStair(playerId, stair) {
      await query('UPDATE players SET best_victory_stair = $1 WHERE id = $2', [stair, playerId]);
    },
    async setAccessLevel(playerId, level) {
      await query('UPDATE players SET access_level = $1 WHERE id = $2', [level, playerId]);
    },
    async setSnowVisit(playerId, visit) {
      await query('UPDATE player_snow_worlds SET steps_left = $1, done = $2 WHERE player_id = $3', [visit.stepsLeft, visit.done, playerId]);
    },
    close: () => server.close().finally(() => scratch.drop()),
  };
}
