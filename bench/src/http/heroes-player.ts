import type { CreatureDto } from '@rol/protocol/player-dto';
import type { BenchPlayer } from './core-player.ts';
import type { GameClient } from './game-client.ts';

/** The calls of a heroes round, in the order a round makes them (a rank step only when no force step is open). */
export const HEROES_CALLS = [
  'creature/list',
  'creature/force/upgrade',
  'creature/rank/upgrade',
  'creature/step/speedup',
  'creature/get',
  'shop/goods/get',
  'shop/consumable/buy',
  'backpack/get',
] as const;

type HeroesAnswer = { creatures: CreatureDto[] };

/** The first step a hero may start now: a force with a next rank, else the hero's rank; null when none may. */
function nextStep(creatures: readonly CreatureDto[]): { creatureId: number; forceId: string | null } | null {
  for (const hero of creatures) {
    const force = hero.forcesV2.find((f) => f.next !== null && f.blocked === null);
    if (force) return { creatureId: hero.id, forceId: force.forceId };
  }
  const ranked = creatures.find((hero) => hero.rankNext !== null && hero.steps.length === 0);
  return ranked ? { creatureId: ranked.id, forceId: null } : null;
}

/**
 * One round of what a player does between battles (calls): the heroes tab, a force (or
 * rank) step started and finished at once for gems, the hero page, the goods shop, a consumable
 * bought, the backpack. The players' resources are granted through the ledger before the run
 * (`GRANT_SQL`). Returns false when a call failed.
 */
export async function heroesRound(client: GameClient, player: BenchPlayer): Promise<boolean> {
  const { token } = player;
  const list = await client.call<HeroesAnswer>('creature/list', 'GET', '/api/creature/list', token);
  if (list.status !== 200) return false;
  const step = nextStep(list.body.creatures);
  const heroId = step?.creatureId ?? list.body.creatures[0]?.id;
  if (step) {
    const started =
      step.forceId === null
        ? await client.call<HeroesAnswer>(
            'creature/rank/upgrade',
            'POST',
            '/api/creature/rank/upgrade',
            token,
            {
              creatureId: step.creatureId,
            },
          )
        : await client.call<HeroesAnswer>(
            'creature/force/upgrade',
            'POST',
            '/api/creature/force/upgrade',
            token,
            {
              creatureId: step.creatureId,
              forceId: step.forceId,
            },
          );
    if (started.status !== 200) return false;
    const running = started.body.creatures
      .flatMap((hero) => hero.steps)
      .find((s) => s.creatureId === step.creatureId && s.forceId === step.forceId);
    if (running) {
      const finished = await client.call(
        'creature/step/speedup',
        'POST',
        '/api/creature/step/speedup',
        token,
        {
          stepId: running.id,
        },
      );
      if (finished.status !== 200) return false;
    }
  }
  if (heroId === undefined) return false;
  const page = await client.call('creature/get', 'GET', `/api/creature/${heroId}/get`, token);
  if (page.status !== 200) return false;
  const goods = await client.call<{ consumables: { consumableId: string }[] }>(
    'shop/goods/get',
    'GET',
    '/api/shop/goods/get',
    token,
  );
  if (goods.status !== 200) return false;
  const consumable = goods.body.consumables[0];
  if (consumable) {
    const bought = await client.call('shop/consumable/buy', 'POST', '/api/shop/consumable/buy', token, {
      consumableId: consumable.consumableId,
      count: 1,
    });
    if (bought.status !== 200) return false;
  }
  const backpack = await client.call('backpack/get', 'GET', '/api/backpack/get', token);
  return backpack.status === 200;
}

/** Resources a bench player gets for its heroes rounds: enough for every step, speed-up and purchase of a run. */
export const BENCH_GRANT = 1_000_000_000;

/**
 * Grants `BENCH_GRANT` of gold, crystal, elixir, mithril and sulfur to `playerIds` as the game does it:
 * the balance and a ledger row with the balance after it, in one statement.
 */
export const GRANT_SQL = `
with granted as (
  update players set gold = gold + $1, crystal = crystal + $1, elixir = elixir + $1,
    mithril = mithril + $1, sulfur = sulfur + $1
  where id = any($2::int[])
  returning id, gold, crystal, elixir, mithril, sulfur)
insert into ledger (player_id, resource, delta, balance_after, reason, reference, created_at)
select g.id, r.resource, $1,
  case r.resource when 'gold' then g.gold when 'crystal' then g.crystal when 'elixir' then g.elixir
    when 'mithril' then g.mithril else g.sulfur end,
  'bench-grant', null, now()
from granted g cross join (values ('gold'), ('crystal'), ('elixir'), ('mithril'), ('sulfur')) as r(resource)`;
