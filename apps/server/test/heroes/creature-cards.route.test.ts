import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  addHero,
  expectRefusal,
  forceUpgrade,
  getCreature,
  giveCards,
  heroIds,
  ok,
  rankUpgrade,
  setBalance,
  type HeroesAnswer,
  type Who,
} from './hero-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type CardAnswer = HeroesAnswer & { cardState: Record<string, number> };

async function richGuest(): Promise<Who & { knight: number; wolf: number }> {
  const guest = await t.guest('knight:male:wolf');
  for (const resource of ['gold', 'crystal', 'mithril'] as const) await setBalance(t, guest.playerId, resource, 1_000_000);
  const [knight, wolf] = await heroIds(t, guest.playerId);
  if (knight === undefined || wolf === undefined) throw new Error('a guest has two heroes');
  return { ...guest, knight, wolf };
}

const useCard = (who: Who, card: string, creatureId: number) =>
  t.post('/api/creature/card/use', { card, creatureId }, { token: who.token });

describe('POST /api/creature/card/use', () => {
  it('a mouse card finishes the running step of a usual hero (the one with most time left)', async () => {
    const guest = await richGuest();
    await giveCards(t, guest.playerId, 'mouse', 2);
    ok(await forceUpgrade(t, guest, guest.knight, 'human_valor'));
    ok(await rankUpgrade(t, guest, guest.knight));
    const answer = ok<CardAnswer>(await useCard(guest, 'mouse', guest.knight));
    expect(answer.cardState).toEqual({ mouse: 1 });
    const [hero] = answer.creatures;
    expect(hero).toMatchObject({ rank: 2 });
    expect(hero?.steps.map((s) => s.forceId)).toEqual(['human_valor']);
    expect(answer.hammerDto.currenCount).toBe(1);
    const list = ok<{ cardState: Record<string, number> }>(await t.get('/api/creature/list', { token: guest.token }));
    expect(list.cardState).toEqual({ mouse: 1 });
  });

  it('refuses a card the player lacks, a card of another tier, and a hero with no running step', async () => {
    const guest = await richGuest();
    expectRefusal(await useCard(guest, 'mouse', guest.knight), 'CARD_NOT_OWNED');
    await giveCards(t, guest.playerId, 'snake', 1);
    await giveCards(t, guest.playerId, 'mouse', 1);
    ok(await rankUpgrade(t, guest, guest.knight));
    expectRefusal(await useCard(guest, 'snake', guest.knight), 'NO_SUITABLE_HEROES_FOR_CARD');
    expectRefusal(await useCard(guest, 'mouse', guest.wolf), 'UPGRADE_NOT_FOUND', 404);
    // Refusals took no card.
    const list = ok<{ cardState: Record<string, number> }>(await t.get('/api/creature/list', { token: guest.token }));
    expect(list.cardState).toEqual({ snake: 1, mouse: 1 });
    const other = await richGuest();
    expectRefusal(await useCard(guest, 'mouse', other.knight), 'CREATURE_NOT_FOUND', 404);
  });

  it('an evolution card finishes a step of any hero but the Ark line', async () => {
    const guest = await richGuest();
    await giveCards(t, guest.playerId, 'evolution', 2);
    const dragon = await addHero(t, guest.playerId, 'dragon');
    const ark = await addHero(t, guest.playerId, 'ark');
    ok(await rankUpgrade(t, guest, dragon));
    ok(await rankUpgrade(t, guest, ark));
    expect(ok<CardAnswer>(await useCard(guest, 'evolution', dragon)).creatures[0]?.rank).toBe(2);
    expectRefusal(await useCard(guest, 'evolution', ark), 'NO_SUITABLE_HEROES_FOR_CARD');
  });

  it('an Ark card raises a rankable hero’s cap by 2, once; never on a fixed-rank class', async () => {
    const guest = await richGuest();
    await giveCards(t, guest.playerId, 'ark', 3);
    const titan = await addHero(t, guest.playerId, 'titan', { rank: 5 });
    expectRefusal(await useCard(guest, 'ark', titan), 'NO_SUITABLE_HEROES_FOR_CARD');
    const answer = ok<CardAnswer>(await useCard(guest, 'ark', guest.knight));
    expect(answer.creatures[0]).toMatchObject<Partial<CreatureDto>>({ arkCards: 1, rankCap: 7 });
    expect(answer.cardState).toEqual({ ark: 2 });
    expectRefusal(await useCard(guest, 'ark', guest.knight), 'ARK_CARD_USED');
    expect((await getCreature(t, guest, guest.knight)).creature.rankCap).toBe(7);
  });

  it('two uses of the last card at once use it once', async () => {
    const guest = await richGuest();
    await giveCards(t, guest.playerId, 'mouse', 1);
    ok(await rankUpgrade(t, guest, guest.knight));
    ok(await forceUpgrade(t, guest, guest.wolf, 'beast_fangs'));
    const answers = await Promise.all([useCard(guest, 'mouse', guest.knight), useCard(guest, 'mouse', guest.wolf)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json<{ error: string }>().error).toBe('CARD_NOT_OWNED');
  });
});
