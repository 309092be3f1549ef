import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ArenaInfoDto, ArenaOpponentDto } from '@rol/protocol/arena-routes';
import type { BattleResultDto, BattleStatusDto } from '@rol/protocol/battle-dto';
import { arenaStandings } from '../../src/db/schema/arena-standings.ts';
import { creatures } from '../../src/db/schema/creatures.ts';
import { players } from '../../src/db/schema/players.ts';
import { fightToEnd, setSquadLevel, type TestPlayer } from '../battle/battle-test-kit.ts';
import type { TestApp } from '../test-app.ts';

/** A guest at `level` whose heroes are at `heroLevel` (full health). */
export async function arenaPlayer(t: TestApp, level = 8, heroLevel = 1): Promise<TestPlayer> {
  const guest = await t.guest();
  await t.db.update(players).set({ level }).where(eq(players.id, guest.playerId));
  await setSquadLevel(t, guest.playerId, heroLevel);
  return guest;
}

export async function openArena(t: TestApp, who: TestPlayer): Promise<ArenaInfoDto> {
  const res = await t.post('/api/arena/info', undefined, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ArenaInfoDto>();
}

export async function positionOf(t: TestApp, playerId: number): Promise<number | null> {
  const [row] = await t.db.select().from(arenaStandings).where(eq(arenaStandings.playerId, playerId));
  return row?.position ?? null;
}

export async function allPositions(t: TestApp): Promise<number[]> {
  const rows = await t.db.select({ p: arenaStandings.position }).from(arenaStandings);
  return rows.map((r) => r.p).sort((a, b) => a - b);
}

export const attackArena = (t: TestApp, who: TestPlayer, opponentId: number, position: number) =>
  t.post('/api/battle/arena/attack', { opponentId, position }, { token: who.token });

export async function opponentsOf(t: TestApp, who: TestPlayer): Promise<ArenaOpponentDto[]> {
  const res = await t.get('/api/arena/opponents', { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ opponents: ArenaOpponentDto[] }>().opponents;
}

/** Attacks, fights to the end with sensible blows and completes; the completed result. */
export async function foughtAttack(
  t: TestApp,
  who: TestPlayer,
  opponentId: number,
  position: number,
): Promise<{ result: BattleResultDto; status: BattleStatusDto }> {
  const res = await attackArena(t, who, opponentId, position);
  expect(res.statusCode, res.body).toBe(200);
  const { status } = await fightToEnd(t, who, res.json<BattleStatusDto>());
  const done = await t.post('/api/battle/complete', undefined, { token: who.token });
  expect(done.statusCode, done.body).toBe(200);
  return { result: done.json<BattleResultDto>(), status };
}

/** Attacks and gives up at once (a quick loss), then completes. */
export async function lostAttack(t: TestApp, who: TestPlayer, opponentId: number, position: number) {
  const res = await attackArena(t, who, opponentId, position);
  expect(res.statusCode, res.body).toBe(200);
  const gave = await t.post('/api/battle/v2/giveUpBattle', undefined, { token: who.token });
  expect(gave.statusCode, gave.body).toBe(200);
  const done = await t.post('/api/battle/complete', undefined, { token: who.token });
  expect(done.statusCode, done.body).toBe(200);
  return done.json<BattleResultDto>();
}

/** Every hero of a player at one rank. */
export async function setSquadRank(t: TestApp, playerId: number, rank: number): Promise<void> {
  await t.db.update(creatures).set({ rank }).where(eq(creatures.playerId, playerId));
}

/**
 * A defender of rank 4 (level-1 heroes) and a stronger attacker of rank 2 (level-300 heroes), both on
 * the ladder: the pair the rank-star tests fight with.
 */
export async function rankedArenaPair(t: TestApp): Promise<{ defender: TestPlayer; attacker: TestPlayer }> {
  const defender = await arenaPlayer(t, 8, 1);
  await setSquadRank(t, defender.playerId, 4);
  await openArena(t, defender);
  const attacker = await arenaPlayer(t, 8, 300);
  await setSquadRank(t, attacker.playerId, 2);
  await openArena(t, attacker);
  return { defender, attacker };
}
