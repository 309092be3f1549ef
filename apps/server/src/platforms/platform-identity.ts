import type { USER_SOURCES } from '@rol/protocol/player-dto';

export type PlatformSource = (typeof USER_SOURCES)[number];

/** Who a verified proof says the player is on a host platform. */
export interface PlatformIdentity {
  /** The account source the player is keyed on (`tg`, `ya`, `vk`…). */
  source: PlatformSource;
  /** The platform's own user id, as text. */
  userId: string;
  /** The name the platform shows, when it gave one. */
  name: string | null;
  /** The platform's language for the player, when it gave one (`ru`, `en`…). */
  lang: string | null;
  /**
   * A stable digest of the proof itself: the sign-in keeps it so the same proof cannot sign in a
   * second session (replay); null when the platform's own API confirmed the identity.
   */
  proofKey: string | null;
}
