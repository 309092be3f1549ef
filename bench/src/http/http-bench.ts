import type { EmbeddedInfo } from '../server/child-protocol.ts';
import type { ServerProcess } from '../server/server-process.ts';
import { round } from '../stats.ts';
import { cannon, type CannonFigure } from './ceiling.ts';
import { runCoreLoop, type CoreLoopOptions, type CoreLoopResult } from './core-loop.ts';
import type { BenchPlayer } from './core-player.ts';
import { GameClient, newGuest, sessionHeaders } from './game-client.ts';
import { BENCH_GRANT, GRANT_SQL, HEROES_CALLS, heroesRound } from './heroes-player.ts';
import { ITEMS_CALLS, ITEMS_KIT_SQL, itemsKits, itemsRound, type ItemsKit } from './items-player.ts';
import { ARENA_CALLS, ARENA_PREPARE_SQL, ARENA_TICKETS, arenaRound } from './arena-player.ts';
import { FORUM_CALLS, FORUM_PLAYER_LEVEL, forumRound } from './forum-player.ts';
import { CLAN_CALLS, CLAN_PLAYER_LEVEL, clanRound, formClans } from './clan-player.ts';
import { MESSAGES_CALLS, MESSAGES_PLAYER_LEVEL, mailPartners, messagesRound } from './messages-player.ts';
import { TUTORIAL_FINISHED } from '@rol/rules/world/tutorial';
import {
  WORLD_CALLS,
  WORLD_PLAYER_LEVEL,
  WORLD_PREPARE_SQL,
  WORLD_RETURN_SQL,
  worldRound,
} from './world-player.ts';
import { SHOPS_CALLS, SHOPS_PREPARE_SQL, shopsRound } from './shops-player.ts';
import {
  FIRST_HEROES_SQL,
  PROMOTIONS_CALLS,
  PROMOTIONS_PLAYER_LEVEL,
  PROMOTIONS_TICKETS,
  TICKETS_GRANT_SQL,
  promotionsRound,
} from './promotions-player.ts';
import { PLATFORM_CALLS, platformRound } from './platform-player.ts';

export interface HttpResult {
  /**
   * `embedded`: the game's default, a PostgreSQL the server started itself (no DATABASE_URL);
   * `postgres`: a PostgreSQL the bench handed it (`--pg`).
   */
  database: 'embedded' | 'postgres';
  /** The embedded default's PostgreSQL version (`postgres --version`); absent on `postgres`. */
  databaseVersion?: string;
  /** How the server reaches its database: which server, through a Unix socket or TCP. */
  transport: string;
  ceiling: CannonFigure;
  playerInfo: CannonFigure;
  playerInfoToCeiling: number;
  /** Saturation: the players' calls back to back (throughput; its latency is queueing). */
  coreLoop: CoreLoopResult;
  /** Player pace: the same players and rounds, each pausing `thinkMs` before every call. */
  playerPace: CoreLoopResult;
  /** Player pace, between battles: rounds of heroes, shop and backpack calls (`heroesRound`). */
  heroes?: CoreLoopResult;
  /** Player pace, between battles: rounds of artifact, forge, shop and backpack calls (`itemsRound`). */
  items?: CoreLoopResult;
  /** Player pace, chat and mail: rounds of room, message and dialog calls (`messagesRound`). */
  messages?: CoreLoopResult;
  /** Player pace, arena and ratings: rounds of arena, attack and rating calls (`arenaRound`). */
  arena?: CoreLoopResult;
  /** Player pace, the forum: rounds of topic, comment, vote and search calls (`forumRound`). */
  forum?: CoreLoopResult;
  /** Player pace, clans: rounds of clan page, donation, raid battle and history calls (`clanRound`). */
  clan?: CoreLoopResult;
  /** Player pace, the world around the road: rounds of task, tutorial and snow world calls (`worldRound`). */
  world?: CoreLoopResult;
  /** Player pace, the shops: rounds of catalogue shop and booster calls (`shopsRound`). */
  shops?: CoreLoopResult;
  /** Player pace, the promotions: rounds of campaign, wheel and chest calls (`promotionsRound`). */
  promotions?: CoreLoopResult;
  /** Player pace, host platforms: rounds of platform sign-in and purchase calls (`platformRound`). */
  platforms?: CoreLoopResult;
}

export interface HttpOptions {
  players: number;
  seconds: number;
  warmup: number;
  ceilingSeconds: number;
  thinkMs: number;
  /** The rounds to play after the core loop (`--rounds`; every round when absent). */
  rounds?: ReadonlySet<string>;
  /**
   * For a PostgreSQL the bench handed the server (`--pg`): how the server reaches it, and its
   * processes' CPU time when the bench started it. The embedded default's come from the server process.
   */
  transport?: string;
  databaseCpu?: (() => number) | null;
}

/**
 * Readies the promotions round's players: resources and wheel tickets through the ledger, the
 * first-steps tutorial done, the promotions' level, and each player's first hero (for the wheel's
 * hero prize) into `firstHero`.
 */
export async function preparePromotions(
  server: ServerProcess,
  ids: number[],
  firstHero: Map<number, number>,
) {
  await server.sql(GRANT_SQL, [BENCH_GRANT, ids]);
  await server.sql('UPDATE players SET tutorial_steps = $1 WHERE id = ANY($2::int[])', [
    TUTORIAL_FINISHED,
    ids,
  ]);
  await server.sql(TICKETS_GRANT_SQL, [PROMOTIONS_TICKETS, ids]);
  await server.sql('UPDATE players SET level = $1 WHERE id = ANY($2::int[])', [PROMOTIONS_PLAYER_LEVEL, ids]);
  const heroes = (await server.sql(FIRST_HEROES_SQL, [ids])) as { playerId: number; creatureId: number }[];
  for (const row of heroes) firstHero.set(Number(row.playerId), Number(row.creatureId));
}

/** How the embedded default is reached, for the results. */
export function embeddedTransport(embedded: EmbeddedInfo): string {
  const initdb = embedded.initdbMs === null ? '' : `initdb ${(embedded.initdbMs / 1000).toFixed(1)} s, `;
  return `the embedded default: PostgreSQL ${embedded.version} started by the game as its child process (${initdb}start ${(embedded.startMs / 1000).toFixed(1)} s), through its Unix socket`;
}

/**
 * On one server process: the ceiling (a bare Fastify JSON route, autocannon), `player/info/current`
 * the same way (one signed-in player), then the core loop with simulated players twice, each run
 * with freshly registered players: at saturation (no pause between calls), then at player pace; then
 * the heroes and items rounds (between battles) and the messages round (chat and mail) at player pace.
 */
export async function runHttp(server: ServerProcess, options: HttpOptions): Promise<HttpResult> {
  const setup = new GameClient(server.url, 2);
  const guest = await newGuest(setup);
  await setup.close();
  await cannon(`${server.bareUrl}/bare`, options.players, 2); // warm-up
  const ceiling = await cannon(`${server.bareUrl}/bare`, options.players, options.ceilingSeconds);
  const infoUrl = `${server.url}/api/player/info/current`;
  await cannon(infoUrl, options.players, 2, sessionHeaders(guest.token));
  const playerInfo = await cannon(
    infoUrl,
    options.players,
    options.ceilingSeconds,
    sessionHeaders(guest.token),
  );
  const loop = {
    players: options.players,
    seconds: options.seconds,
    warmupSeconds: options.warmup,
    databaseCpu: options.databaseCpu ?? server.databaseCpu,
  };
  const coreLoop = await runCoreLoop(server, loop);
  const playerPace = await runCoreLoop(server, { ...loop, thinkMs: options.thinkMs });
  // A round between battles at player pace: `prepare` readies the round's new players first.
  // A round left out by `--rounds` is not played and has no result.
  const betweenBattles = async (
    name: string,
    roundOf: NonNullable<CoreLoopOptions['round']>,
    calls: readonly string[],
    prepare: (players: BenchPlayer[]) => Promise<void>,
  ) =>
    options.rounds && !options.rounds.has(name)
      ? undefined
      : runCoreLoop(server, { ...loop, thinkMs: options.thinkMs, round: roundOf, calls, prepare });
  const idsOf = (players: BenchPlayer[]) => players.map((p) => p.playerId);
  // The shops and the forge open when the first-steps tutorial is done: these players have done it.
  const grant = async (ids: number[]) => {
    await server.sql(GRANT_SQL, [BENCH_GRANT, ids]);
    await server.sql('UPDATE players SET tutorial_steps = $1 WHERE id = ANY($2::int[])', [
      TUTORIAL_FINISHED,
      ids,
    ]);
  };
  const heroes = await betweenBattles(
    'heroes',
    heroesRound,
    HEROES_CALLS,
    async (players) => void (await grant(idsOf(players))),
  );
  const kits = new Map<number, ItemsKit>();
  const items = await betweenBattles('items', itemsRound(kits), ITEMS_CALLS, async (players) => {
    await grant(idsOf(players));
    for (const [player, kit] of itemsKits(await server.sql(ITEMS_KIT_SQL, [idsOf(players)])))
      kits.set(player, kit);
  });
  const partners = new Map<number, number>();
  const messages = await betweenBattles(
    'messages',
    messagesRound(partners),
    MESSAGES_CALLS,
    async (players) => {
      for (const [player, partner] of mailPartners(players)) partners.set(player, partner);
      await server.sql('UPDATE players SET level = $1 WHERE id = ANY($2::int[])', [
        MESSAGES_PLAYER_LEVEL,
        idsOf(players),
      ]);
    },
  );
  const arena = await betweenBattles('arena', arenaRound, ARENA_CALLS, async (players) => {
    await server.sql(ARENA_PREPARE_SQL, [ARENA_TICKETS, idsOf(players)]);
  });
  const forumPartners = new Map<number, number>();
  const forum = await betweenBattles('forum', forumRound(forumPartners), FORUM_CALLS, async (players) => {
    for (const [player, partner] of mailPartners(players)) forumPartners.set(player, partner);
    await server.sql('UPDATE players SET level = $1 WHERE id = ANY($2::int[])', [
      FORUM_PLAYER_LEVEL,
      idsOf(players),
    ]);
  });
  const clanOf = new Map<number, number>();
  const clan = await betweenBattles('clan', clanRound(clanOf), CLAN_CALLS, async (players) => {
    await server.sql('UPDATE players SET level = $1 WHERE id = ANY($2::int[])', [
      CLAN_PLAYER_LEVEL,
      idsOf(players),
    ]);
    await grant(idsOf(players));
    for (const [player, clanId] of await formClans(server.url, players)) clanOf.set(player, clanId);
  });
  const world = await betweenBattles(
    'world',
    worldRound(async (playerId) => void (await server.sql(WORLD_RETURN_SQL, [playerId]))),
    WORLD_CALLS,
    async (players) => void (await server.sql(WORLD_PREPARE_SQL, [WORLD_PLAYER_LEVEL, idsOf(players)])),
  );
  const shops = await betweenBattles('shops', shopsRound, SHOPS_CALLS, async (players) => {
    await grant(idsOf(players));
    await server.sql(SHOPS_PREPARE_SQL, [TUTORIAL_FINISHED, idsOf(players)]);
  });
  const firstHero = new Map<number, number>();
  const promotions = await betweenBattles(
    'promotions',
    promotionsRound(firstHero),
    PROMOTIONS_CALLS,
    (players) => preparePromotions(server, idsOf(players), firstHero),
  );
  const platforms = await betweenBattles('platforms', platformRound(server.platforms), PLATFORM_CALLS, async () => undefined);
  return {
    database: server.kind,
    ...(server.embedded ? { databaseVersion: server.embedded.version } : {}),
    transport: server.embedded
      ? embeddedTransport(server.embedded)
      : (options.transport ?? 'unknown'),
    ceiling,
    playerInfo,
    playerInfoToCeiling: round(playerInfo.rps / Math.max(1, ceiling.rps), 3),
    coreLoop,
    playerPace,
    heroes,
    items,
    messages,
    arena,
    forum,
    clan,
    world,
    shops,
    promotions,
    platforms,
  };
}
