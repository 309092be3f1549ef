import type { QueryClient } from '@tanstack/react-query';
import type { BalancesDto } from '@rol/protocol/balances-dto';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { heroKeys } from './hero-cache.ts';
import { patchPlayer } from './player-cache.ts';
import { playerInfoKey } from './player-info.ts';

/** Query keys of the shops and gear: hero shop, goods, backpack, forge. */
export const gearKeys = {
  heroShop: ['shop', 'hero'] as const,
  goods: ['shop', 'goods'] as const,
  backpack: ['backpack'] as const,
  forge: ['forge'] as const,
  artifacts: heroKeys.artifacts,
};

/**
 * After a purchase: the answer's balances show in the HUD at once (with any player-info field the
 * answer carries, e.g. cardState or hammerDto), then the player info is fetched again so everything
 * else that changed (heroes, hammers) follows.
 */
export async function afterPurchase(
  client: QueryClient,
  balances: BalancesDto,
  infoPatch: Partial<Omit<PlayerInfoDto, 'player'>> = {},
): Promise<void> {
  patchPlayer(client, balances, infoPatch);
  await client.invalidateQueries({ queryKey: playerInfoKey, exact: true });
}
