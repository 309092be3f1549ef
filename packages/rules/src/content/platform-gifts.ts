/**
 * Gifts a host platform gives its players in the game (§7 `foto/gift/accept`,
 * `mystore/gift/accept`). Content data: the platforms do not say what the gift holds, so the
 * amount is ours. Each is received once per platform account.
 */
export interface PlatformGift {
  /** The product id the gift's payment record carries. */
  id: string;
  /** Emeralds credited through the ledger. */
  gems: number;
}

export const PLATFORM_GIFTS = {
  foto: { id: 'gift_foto', gems: 30 },
  mystore: { id: 'gift_mystore', gems: 30 },
} as const satisfies Record<string, PlatformGift>;

export type GiftPlatform = keyof typeof PLATFORM_GIFTS;
