import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { HammerDto } from '@rol/protocol/hero-dto';
import type { BalancesDto } from '@rol/protocol/balances-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { classStatsAtLevel, type WarriorClass } from '@rol/rules/content/warrior-classes';
import type { Tx } from '../../src/db/database.ts';
import { artifactItems } from '../../src/db/schema/artifact-items.ts';
import { creatures } from '../../src/db/schema/creatures.ts';
import { playerCards } from '../../src/db/schema/player-cards.ts';
import { players } from '../../src/db/schema/players.ts';
import { applyLedger } from '../../src/ledger/apply-ledger.ts';
import type { Resource } from '../../src/ledger/resources.ts';
import type { TestApp } from '../test-app.ts';

export interface Who {
  token: string;
  playerId: number;
}

export interface HeroesAnswer {
  creatures: CreatureDto[];
  hammerDto: HammerDto;
  balances: BalancesDto;
}

/** A hero of `warriorClass` straight into the player's roster (as the hero shop would add it). */
export async function addHero(
  t: TestApp,
  playerId: number,
  warriorClass: WarriorClass,
  patch: Partial<typeof creatures.$inferInsert> = {},
): Promise<number> {
  const level = patch.level ?? 1;
  const [row] = await t.db
    .insert(creatures)
    .values({
      playerId,
      warriorClass,
      imageId: `hero_${warriorClass}`,
      gender: 'male',
      level,
      rank: 1,
      health: classStatsAtLevel(warriorClass, level).health,
      createdAt: new Date(t.clock()),
      ...patch,
    })
    .returning({ id: creatures.id });
  if (!row) throw new Error('no hero inserted');
  return row.id;
}

/** The player's hero ids, oldest first (the own hero, then the companion). */
export async function heroIds(t: TestApp, playerId: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: creatures.id })
    .from(creatures)
    .where(eq(creatures.playerId, playerId))
    .orderBy(asc(creatures.id));
  return rows.map((r) => r.id);
}

export async function setHero(t: TestApp, creatureId: number, patch: Partial<typeof creatures.$inferInsert>) {
  await t.db.update(creatures).set(patch).where(eq(creatures.id, creatureId));
}

export async function setPlayer(t: TestApp, playerId: number, patch: Partial<typeof players.$inferInsert>) {
  await t.db.update(players).set(patch).where(eq(players.id, playerId));
}

/** Cards into the player's hand (the goods shop sells them). */
export async function giveCards(t: TestApp, playerId: number, card: string, count: number) {
  await t.db
    .insert(playerCards)
    .values({ playerId, card, count })
    .onConflictDoUpdate({ target: [playerCards.playerId, playerCards.card], set: { count } });
}

/** An artifact held by a hero (as artifact/give leaves it). */
export async function giveArtifact(t: TestApp, playerId: number, creatureId: number, artifactId: string, level = 1) {
  await t.db
    .insert(artifactItems)
    .values({ playerId, creatureId, artifactId, level, source: 'test', acquiredAt: new Date(t.clock()) });
}

/** Credits a balance through the ledger (so the ledger check still holds). */
export function credit(t: TestApp, playerId: number, resource: Resource, delta: number) {
  return t.db.transaction((tx: Tx) =>
    applyLedger(tx, { playerId, resource, delta, reason: 'test-credit', now: new Date(t.clock()) }),
  );
}

/** Sets a balance to `value` through the ledger. */
export async function setBalance(t: TestApp, playerId: number, resource: Resource, value: number) {
  const [row] = await t.db.select().from(players).where(eq(players.id, playerId));
  const delta = value - (row?.[resource] ?? 0);
  if (delta !== 0) await credit(t, playerId, resource, delta);
}

/** Expects a refusal with `code` (and status 400 unless told). */
export function expectRefusal(res: LightMyRequestResponse, code: string, status = 400) {
  expect(res.json<{ error: string }>().error, res.body).toBe(code);
  expect(res.statusCode, res.body).toBe(status);
}

export function ok<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

export async function getCreature(t: TestApp, who: Who, creatureId: number) {
  return ok<{ creature: CreatureDto; hammerDto: HammerDto }>(
    await t.get(`/api/creature/${creatureId}/get`, { token: who.token }),
  );
}

export const forceUpgrade = (t: TestApp, who: Who, creatureId: number, forceId: string) =>
  t.post('/api/creature/force/upgrade', { creatureId, forceId }, { token: who.token });
export const rankUpgrade = (t: TestApp, who: Who, creatureId: number) =>
  t.post('/api/creature/rank/upgrade', { creatureId }, { token: who.token });
export const speedUp = (t: TestApp, who: Who, stepId: number) =>
  t.post('/api/creature/step/speedup', { stepId }, { token: who.token });
