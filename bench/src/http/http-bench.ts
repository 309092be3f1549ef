import type { ServerProcess } from '../server/server-process.ts';
import { round } from '../stats.ts';
import { cannon, type CannonFigure } from './ceiling.ts';
import { runCoreLoop, type CoreLoopResult } from './core-loop.ts';
import { GameClient, newGuest } from './game-client.ts';

export interface HttpResult {
  database: 'pglite' | 'postgres';
  ceiling: CannonFigure;
  playerInfo: CannonFigure;
  playerInfoToCeiling: number;
  coreLoop: CoreLoopResult;
}

/**
 * On one server process: the ceiling (a bare Fastify JSON route, autocannon), `player/info/current`
 * the same way (one signed-in player), then the core loop with simulated players.
 */
export async function runHttp(
  server: ServerProcess,
  options: { players: number; seconds: number; warmup: number; ceilingSeconds: number },
): Promise<HttpResult> {
  const setup = new GameClient(server.url, 2);
  const guest = await newGuest(setup);
  await setup.close();
  await cannon(`${server.bareUrl}/bare`, options.players, 2); // warm-up
  const ceiling = await cannon(`${server.bareUrl}/bare`, options.players, options.ceilingSeconds);
  const infoUrl = `${server.url}/api/player/info/current`;
  await cannon(infoUrl, options.players, 2, { authorization: guest.token });
  const playerInfo = await cannon(infoUrl, options.players, options.ceilingSeconds, { authorization: guest.token });
  const coreLoop = await runCoreLoop(server, {
    players: options.players,
    seconds: options.seconds,
    warmupSeconds: options.warmup,
  });
  return {
    database: server.kind,
    ceiling,
    playerInfo,
    playerInfoToCeiling: round(playerInfo.rps / Math.max(1, ceiling.rps), 3),
    coreLoop,
  };
}
