import type { BenchPlayer } from './core-player.ts';
import type { GameClient } from './game-client.ts';

/** The calls of an items round, in the order a round makes them. */
export const ITEMS_CALLS = [
  'artifact/list',
  'artifact/give',
  'artifact/take',
  'forge/get',
  'shop/hero/get',
  'shop/card/buy',
  'backpack/slots/set',
] as const;

/** The artifact each bench player gets for its items rounds: an ordinary sword, neither temporal nor an amulet. */
export const BENCH_ARTIFACT = 'bronze_sword';

/** What an items round works with: the player's artifact and the hero that takes it and gives it back. */
export interface ItemsKit {
  artifactId: number;
  creatureId: number;
}

/**
 * One `BENCH_ARTIFACT` into each player's storage (as a road place or a battle gives one), and the
 * player's first hero that may hold it: rows of `player_id`, `artifact_id` (the item's id), `creature_id`.
 */
export const ITEMS_KIT_SQL = `
with granted as (
  insert into artifact_items (player_id, artifact_id, level, source, acquired_at)
  select p, '${BENCH_ARTIFACT}', 1, 'bench', now() from unnest($1::int[]) as p
  returning id, player_id)
select g.player_id, g.id as artifact_id,
  (select c.id from creatures c where c.player_id = g.player_id and not c.temporal order by c.id limit 1) as creature_id
from granted g`;

/** The kit of each player from `ITEMS_KIT_SQL`'s rows (players without a hero that may hold it are left out). */
export function itemsKits(rows: readonly unknown[]): Map<number, ItemsKit> {
  const kits = new Map<number, ItemsKit>();
  for (const row of rows as { player_id: number; artifact_id: number; creature_id: number | null }[]) {
    if (row.creature_id !== null)
      kits.set(Number(row.player_id), {
        artifactId: Number(row.artifact_id),
        creatureId: Number(row.creature_id),
      });
  }
  return kits;
}

/** The scroll slots a round sets: one scroll, then none, turn about (§2 battle slots, open from stair 1). */
const SCROLL_SLOTS: readonly (readonly (string | null)[])[] = [['fire_scroll'], []];

/**
 * One round of what a player does with items between battles (artifact, forge, shop and
 * backpack calls): the artifacts, one given to a hero and taken back, the forge's state, the hero
 * shop, a card bought for gems, the backpack's scroll slots set. Reforging is left out: the forge's
 * daily limit (§9) would refuse it after the first rounds. Returns false when a call failed.
 */
export function itemsRound(kits: ReadonlyMap<number, ItemsKit>) {
  let rounds = 0;
  return async (client: GameClient, player: BenchPlayer): Promise<boolean> => {
    const { token } = player;
    const kit = kits.get(player.playerId);
    if (kit === undefined) return false;
    rounds += 1;
    const list = await client.call('artifact/list', 'GET', '/api/artifact/list', token);
    if (list.status !== 200) return false;
    const given = await client.call('artifact/give', 'POST', '/api/artifact/give', token, {
      artifactId: kit.artifactId,
      creatureId: kit.creatureId,
    });
    if (given.status !== 200) return false;
    const taken = await client.call('artifact/take', 'POST', '/api/artifact/take', token, {
      artifactId: kit.artifactId,
    });
    if (taken.status !== 200) return false;
    const forge = await client.call('forge/get', 'GET', '/api/forge/get', token);
    if (forge.status !== 200) return false;
    const shop = await client.call('shop/hero/get', 'GET', '/api/shop/hero/get', token);
    if (shop.status !== 200) return false;
    const card = await client.call('shop/card/buy', 'POST', '/api/shop/card/buy', token, { card: 'eagle' });
    if (card.status !== 200) return false;
    const slots = await client.call('backpack/slots/set', 'POST', '/api/backpack/slots/set', token, {
      kind: 'scroll',
      slots: SCROLL_SLOTS[rounds % SCROLL_SLOTS.length],
    });
    return slots.status === 200;
  };
}
