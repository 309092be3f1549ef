import type { PlatformFamily } from './platform-adapter.ts';

/** The platforms whose gift the game accepts (Fotostrana and VK Play): 30 emeralds, once per account. */
export const GIFT_FAMILIES = ['foto', 'mystore'] as const satisfies readonly PlatformFamily[];
export type GiftFamily = (typeof GIFT_FAMILIES)[number];

export const isGiftFamily = (family: PlatformFamily | null): family is GiftFamily =>
  family !== null && (GIFT_FAMILIES as readonly string[]).includes(family);

/** Where the page remembers, per platform player, that the gift question is settled. */
export interface GiftMemory {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

const memoryKey = (family: GiftFamily, playerId: number) => `rol.platformGift.${family}.${playerId}`;

/**
 * At start on Fotostrana or VK Play, once the platform's player is signed in: asks the server for
 * the platform's gift. The server accepts it once per platform account (a second ask is refused
 * with PAYMENT_GIFT_TAKEN); the answer's gems are shown once. Once the question is settled (given
 * or already taken) the page does not ask again for that player; any other failure (network, a
 * platform not configured) asks again at the next start. Returns the gems to show, or null.
 */
export async function acceptPlatformGift(
  family: GiftFamily,
  playerId: number,
  accept: () => Promise<{ gems: number }>,
  memory: GiftMemory,
): Promise<number | null> {
  const key = memoryKey(family, playerId);
  if (memory.get(key) !== null) return null;
  try {
    const { gems } = await accept();
    memory.set(key, 'given');
    return gems;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'PAYMENT_GIFT_TAKEN' || code === 'PAYMENT_WRONG_PLATFORM') memory.set(key, 'settled');
    return null;
  }
}
