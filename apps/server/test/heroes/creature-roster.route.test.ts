import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HammerDto } from '@rol/protocol/hero-dto';
import type { CreatureDto, PlayerInfoDto } from '@rol/protocol/player-dto';
import { heroBaseStats } from '@rol/rules/battle/combatants';
import { exchangeBonus } from '@rol/rules/heroes/hero-exchange';
import { groupUpgradeCost } from '@rol/rules/heroes/hero-level';
import { artifactItems } from '../../src/db/schema/artifact-items.ts';
import { creatures } from '../../src/db/schema/creatures.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  addHero,
  expectRefusal,
  getCreature,
  giveArtifact,
  heroIds,
  ok,
  setBalance,
  setPlayer,
  type HeroesAnswer,
  type Who,
} from './hero-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function guestWith(extra = 0): Promise<Who & { knight: number; wolf: number; extra: number[] }> {
  const guest = await t.guest('knight:male:wolf');
  for (const resource of ['gold', 'crystal', 'mithril'] as const) await setBalance(t, guest.playerId, resource, 1_000_000);
  const [knight, wolf] = await heroIds(t, guest.playerId);
  if (knight === undefined || wolf === undefined) throw new Error('a guest has two heroes');
  const ids: number[] = [];
  for (let i = 0; i < extra; i += 1) ids.push(await addHero(t, guest.playerId, i % 2 ? 'golem' : 'mag'));
  return { ...guest, knight, wolf, extra: ids };
}

describe('GET /api/creature/list and /api/creature/:id/get', () => {
  it('list every hero with forces, hammers and cards; a new player’s starter heroes are sensible', async () => {
    const guest = await guestWith();
    const list = ok<{ creatures: CreatureDto[]; hammerDto: HammerDto; cardState: object }>(
      await t.get('/api/creature/list', { token: guest.token }),
    );
    expect(list.hammerDto).toEqual({ currenCount: 0, maxCount: 2 });
    expect(list.cardState).toEqual({});
    const [knight, wolf] = list.creatures;
    expect(knight).toMatchObject({
      id: guest.knight,
      warriorClass: 'human',
      tier: 'usual',
      own: true,
      rank: 1,
      rankCap: 5,
      canRankUp: true,
      rankBlocked: null,
      rankNext: { toRank: 2 },
      inSquad: true,
      slot: 0,
      bonus: { attack: 0, defence: 0, health: 0 },
      artifacts: [],
      steps: [],
      temporal: false,
    });
    expect(knight?.health).toBe(knight?.maxHealth);
    expect(knight?.attack).toBe(heroBaseStats({ warriorClass: 'human', level: 1, rank: 1 }).attack);
    expect(knight?.forcesV2.map((f) => f.forceId)).toEqual(['human_valor', 'human_shield_wall', 'human_rally']);
    expect(wolf).toMatchObject({ id: guest.wolf, warriorClass: 'beast', own: false, inSquad: true, slot: 1 });
  });

  it('get one hero with its held artifacts; another player’s or unknown id is CREATURE_NOT_FOUND', async () => {
    const guest = await guestWith();
    const other = await guestWith();
    await giveArtifact(t, guest.playerId, guest.knight, 'bronze_sword', 2);
    const { creature } = await getCreature(t, guest, guest.knight);
    expect(creature.artifacts).toEqual([
      expect.objectContaining({ artifactId: 'bronze_sword', level: 2, creatureId: guest.knight, amulet: false }),
    ]);
    expectRefusal(await t.get(`/api/creature/${other.knight}/get`, { token: guest.token }), 'CREATURE_NOT_FOUND', 404);
    expectRefusal(await t.get('/api/creature/999999/get', { token: guest.token }), 'CREATURE_NOT_FOUND', 404);
    expectRefusal(await t.get('/api/creature/0/get', { token: guest.token }), 'VALIDATION_FAILED');
    expect((await t.get('/api/creature/list')).statusCode).toBe(401);
  });

  it('player info shows the same heroes, hammers and cards', async () => {
    const guest = await guestWith();
    await setPlayer(t, guest.playerId, { extraHammers: 2 });
    const info = ok<PlayerInfoDto>(await t.get('/api/player/info', { token: guest.token }));
    const list = ok<{ creatures: CreatureDto[] }>(await t.get('/api/creature/list', { token: guest.token }));
    expect(info.player.creatures).toEqual(list.creatures);
    expect(info.hammerDto).toEqual({ currenCount: 0, maxCount: 4 });
  });
});

const setSquad = (who: Who, creatureIds: number[] | string) =>
  t.post('/api/creature/squad/set', { creatureIds }, { token: who.token });

describe('POST /api/creature/squad/set', () => {
  it('sets up to 6 heroes in order; the others leave the squad', async () => {
    const guest = await guestWith(5);
    const six = [...guest.extra, guest.wolf];
    const answer = ok<{ creatures: CreatureDto[] }>(await setSquad(guest, six));
    expect(answer.creatures.filter((c) => c.inSquad).map((c) => [c.id, c.slot])).toEqual(six.map((id, i) => [id, i]));
    expect(answer.creatures.find((c) => c.id === guest.knight)).toMatchObject({ inSquad: false, slot: null });
    // Form-encoded: "12,15".
    ok(await t.post('/api/creature/squad/set', { creatureIds: `${guest.knight},${guest.wolf}` }, { token: guest.token, form: true }));
    const list = ok<{ creatures: CreatureDto[] }>(await t.get('/api/creature/list', { token: guest.token }));
    expect(list.creatures.filter((c) => c.inSquad).map((c) => c.id)).toEqual([guest.knight, guest.wolf]);
  });

  it('refuses 7 heroes, repeats, none, and a hero not the player’s', async () => {
    const guest = await guestWith(5);
    const other = await guestWith();
    expectRefusal(await setSquad(guest, [guest.knight, guest.wolf, ...guest.extra]), 'SQUAD_FULL');
    expectRefusal(await setSquad(guest, [guest.knight, guest.knight]), 'SQUAD_DUPLICATE');
    expectRefusal(await setSquad(guest, []), 'SQUAD_EMPTY');
    expectRefusal(await setSquad(guest, [guest.knight, other.wolf]), 'CREATURE_NOT_FOUND', 404);
    const [row] = await t.db.select().from(creatures).where(eq(creatures.id, other.wolf));
    expect(row).toMatchObject({ inSquad: true, slot: 1 });
  });
});

const levelUp = (who: Who, creatureIds: number[]) =>
  t.post('/api/creature/level/upgrade', { creatureIds }, { token: who.token });

describe('POST /api/creature/level/upgrade', () => {
  it('raises a group of 6 one level for the summed gold; 7 are refused', async () => {
    const guest = await guestWith(5);
    await setPlayer(t, guest.playerId, { level: 10 });
    const six = [guest.knight, ...guest.extra];
    const gold = await balanceOf(t.db, guest.playerId, 'gold');
    const answer = ok<HeroesAnswer>(await levelUp(guest, six));
    expect(answer.creatures.map((c) => [c.id, c.level])).toEqual(six.map((id) => [id, 2]));
    expect(answer.balances.gold).toBe(gold - (groupUpgradeCost([1, 1, 1, 1, 1, 1]).GOLD ?? 0));
    expectRefusal(await levelUp(guest, [guest.wolf, ...six]), 'GROUP_TOO_LARGE');
    expectRefusal(await levelUp(guest, []), 'GROUP_EMPTY');
    expectRefusal(await levelUp(guest, [guest.wolf, guest.wolf]), 'GROUP_DUPLICATE');
  });

  it('never past the player’s level, all or none, and a gold shortage changes nothing', async () => {
    const guest = await guestWith();
    await setPlayer(t, guest.playerId, { level: 2 });
    ok(await levelUp(guest, [guest.knight]));
    const res = await levelUp(guest, [guest.wolf, guest.knight]);
    expectRefusal(res, 'HERO_LEVEL_MAX');
    expect(res.json<{ details: object }>().details).toMatchObject({ creatureId: guest.knight });
    expect((await getCreature(t, guest, guest.wolf)).creature.level).toBe(1);
    await setBalance(t, guest.playerId, 'gold', 0);
    expectRefusal(await levelUp(guest, [guest.wolf]), 'NOT_ENOUGH_FUNDS');
    expect((await getCreature(t, guest, guest.wolf)).creature.level).toBe(1);
  });
});

const exchange = (who: Who, donorId: number, receiverId: number) =>
  t.post('/api/creature/exchange', { donorId, receiverId }, { token: who.token });

describe('POST /api/creature/exchange', () => {
  it('gives the receiver 25 % of the donor; the donor leaves and its artifacts go to the storage', async () => {
    const guest = await guestWith();
    const donor = await addHero(t, guest.playerId, 'dragon', { level: 4, rank: 3, bonusAttack: 8 });
    await giveArtifact(t, guest.playerId, donor, 'wooden_shield');
    const before = (await getCreature(t, guest, guest.knight)).creature;
    const answer = ok<HeroesAnswer>(await exchange(guest, donor, guest.knight));
    const bonus = exchangeBonus({ warriorClass: 'dragon', level: 4, rank: 3, bonus: { attack: 8, defence: 0, health: 0 } });
    expect(bonus.attack).toBeGreaterThan(0);
    expect(answer.creatures[0]).toMatchObject({ id: guest.knight, bonus });
    expect(answer.creatures[0]?.attack).toBe(before.attack + bonus.attack);
    expect(answer.creatures[0]?.maxHealth).toBe(before.maxHealth + bonus.health);
    expectRefusal(await t.get(`/api/creature/${donor}/get`, { token: guest.token }), 'CREATURE_NOT_FOUND', 404);
    const items = await t.db.select().from(artifactItems).where(eq(artifactItems.playerId, guest.playerId));
    expect(items).toEqual([expect.objectContaining({ artifactId: 'wooden_shield', creatureId: null })]);
  });

  it('an Ark donor returns its tokens; the own hero, the same hero and another player’s are refused', async () => {
    const guest = await guestWith();
    const other = await guestWith();
    const ark = await addHero(t, guest.playerId, 'ark', { spentTokens: 300 });
    const tokens = await balanceOf(t.db, guest.playerId, 'eventCurrency');
    expectRefusal(await exchange(guest, guest.knight, guest.wolf), 'HERO_NOT_EXCHANGEABLE');
    expectRefusal(await exchange(guest, guest.wolf, guest.wolf), 'EXCHANGE_SAME_HERO');
    expectRefusal(await exchange(guest, other.wolf, guest.wolf), 'CREATURE_NOT_FOUND', 404);
    const answer = ok<HeroesAnswer>(await exchange(guest, ark, guest.wolf));
    expect(answer.balances.eventCurrency).toBe(tokens + 300);
    const plain = await addHero(t, guest.playerId, 'mag');
    expect(ok<HeroesAnswer>(await exchange(guest, plain, guest.wolf)).balances.eventCurrency).toBe(tokens + 300);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
