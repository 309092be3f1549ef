import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BattleStatusDto } from '@rol/protocol/battle-dto';
import { placeIdOf } from '@rol/rules/road/road-place';
import { battles } from '../../src/db/schema/battles.ts';
import { creatures } from '../../src/db/schema/creatures.ts';
import type { TestApp } from '../test-app.ts';

export interface TestPlayer {
  token: string;
  playerId: number;
}

/** The guard place of `stair` (place index 0). */
export const guardOf = (stair: number) => placeIdOf(stair, 0);

/** Sets every hero of the player to `level`, at full health. */
export async function setSquadLevel(t: TestApp, playerId: number, level: number): Promise<void> {
  await t.db
    .update(creatures)
    .set({ level, health: 1_000_000, healthAt: new Date(t.clock()) })
    .where(eq(creatures.playerId, playerId));
}

export async function heroesOf(t: TestApp, playerId: number) {
  return t.db.select().from(creatures).where(eq(creatures.playerId, playerId));
}

export async function battleRow(t: TestApp, battleId: number) {
  const [row] = await t.db.select().from(battles).where(eq(battles.id, battleId));
  if (!row) throw new Error(`no battle ${battleId}`);
  return row;
}

export async function attack(t: TestApp, who: TestPlayer, placeId = guardOf(1)): Promise<BattleStatusDto> {
  const res = await t.post('/api/battle/place/attack', { placeId }, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BattleStatusDto>();
}

/** A hit the engine will accept: the first hero that may act on the first living monster. */
export function nextBlow(status: BattleStatusDto): { attackerId: number; defenderId: number } | null {
  const alive = status.battle.creatures.filter((c) => c.health > 0);
  const attacker = alive.find(
    (c) => c.team === 0 && !c.acted && !c.effects.some((e) => e.type === 'freeze' && e.movesRemain > 0),
  );
  const defender = alive.find((c) => c.team === 1);
  return attacker && defender ? { attackerId: attacker.id, defenderId: defender.id } : null;
}

/** Plays sensible hits (or skips) until the battle is COMPLETED; returns every answer's moves too. */
export async function fightToEnd(t: TestApp, who: TestPlayer, first: BattleStatusDto) {
  let status = first;
  const moves = [...first.moves];
  for (let step = 0; status.battleState === 'IN_PROGRESS'; step += 1) {
    if (step > 2000) throw new Error('the battle does not end');
    expect(status.ask).toBe('CHOOSE_HIT');
    const blow = nextBlow(status);
    const res = blow
      ? await t.post('/api/battle/v2/hit', blow, { token: who.token })
      : await t.post('/api/battle/skip', undefined, { token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    status = res.json<BattleStatusDto>();
    moves.push(...status.moves);
  }
  expect(status.ask).toBe('COMPLETE');
  return { status, moves };
}
