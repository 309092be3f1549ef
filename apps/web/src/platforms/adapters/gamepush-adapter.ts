import { gamePushLoginRoute } from '@rol/protocol/platform-account-routes';
import { gamePushAuthenticateRoute } from '@rol/protocol/platform-routes';
import { GEM_PACKS } from '@rol/rules/content/gem-packs';
import type { AdapterEnv, AdapterFactory, HeldConsume, PlatformSignInCall } from '../platform-adapter.ts';

/** The parts of the GamePush SDK (`gp`, handed to the page's `onGPInit` callback) the game uses. */
export interface GamePushPlayer {
  ready: Promise<void>;
  id: number | string;
  name?: string;
  /**
   * The player's data signed with the project's secret key, `base64(JSON).signature`. Unconfirmed:
   * GamePush's public pages name a player signature for your own backend without saying where the
   * SDK puts it; this is the one place the adapter reads it (`signedPlayer`).
   */
  signature?: string;
  on?(event: 'login', listener: (success: boolean) => void): void;
}
export interface GamePushPayments {
  isAvailable: boolean;
  purchase(options: { tag: string }): Promise<{ product?: { tag?: string }; purchase?: { id?: number } }>;
  consume(options: { tag: string }): Promise<unknown>;
  /** Whether the player holds a bought product not consumed yet (by id or tag). */
  has?(idOrTag: string | number): boolean;
  /** The player's purchase of a product not consumed yet (by id or tag), with its purchase `id`. */
  getPurchase?(idOrTag: string | number): { id?: number | string } | null | undefined;
}
export interface GamePushSdk {
  player: GamePushPlayer;
  payments?: GamePushPayments;
  ads?: {
    isRewardedAvailable?: boolean;
    showRewardedVideo(): Promise<boolean>;
    showFullscreen(): Promise<boolean>;
  };
  gameStart?(): void;
}

const GAMEPUSH_SOURCES = ['gp', 'gp_partner', 'gp_playdeck'] as const;
type GamePushSource = (typeof GAMEPUSH_SOURCES)[number];

/** The SDK from the page (GamePush's hosting puts it there), else its script for the address's project. */
async function gamePushSdk(env: AdapterEnv): Promise<GamePushSdk> {
  const present = env.global.gp as GamePushSdk | undefined;
  if (present?.player) return present;
  const query = new URLSearchParams(env.search);
  const projectId = query.get('projectId');
  const publicToken = query.get('publicToken');
  if (!projectId || !publicToken) throw new Error('GamePush SDK is missing and the address names no project');
  const handed = new Promise<GamePushSdk>((resolve) => {
    env.global.onGPInit = (sdk: GamePushSdk) => resolve(sdk);
  });
  const url = `https://gamepush.com/sdk/game-score.js?${new URLSearchParams({ projectId, publicToken, callback: 'onGPInit' })}`;
  await env.loadScript(url);
  return handed;
}

/**
 * A purchase's id as the webhook names it (`result.id`). Unconfirmed: GamePush's purchase objects
 * (the `purchase()` answer, `getPurchase(tag)`) are read for `id` here only.
 */
export const purchaseIdOf = (purchase: { id?: unknown } | null | undefined): string | null => {
  const id = purchase?.id;
  return (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ||
    (typeof id === 'string' && /^[0-9A-Za-z_-]{1,64}$/.test(id))
    ? String(id)
    : null;
};

const signedPlayer = (player: GamePushPlayer | null): string | null =>
  typeof player?.signature === 'string' && player.signature.includes('.') ? player.signature : null;

/**
 * GamePush (gp, and its partners gp_partner and gp_playdeck named by the address's `platform`):
 * signs in with the player's signed data; the player id and name are hints. When the player logs
 * into GamePush while playing, GamePush gives them a new id: `gp/login` carries the account over to
 * it (proved by the new signed data) before the page reloads. A purchase is GamePush's dialog for
 * the pack's product (its tag is the pack id); GamePush confirms it to our server by its webhook;
 * the client asks the server (`gp/take`) and consumes the purchase only once the server says it
 * credited it. A purchase not consumed (the page closed, the webhook late) is still held by GamePush
 * at the next start (`heldPurchases`) and is settled the same way. Rewarded and fullscreen ads.
 */
export const gamePushAdapter: AdapterFactory = (env) => {
  const named = new URLSearchParams(env.search).get('platform');
  const source: GamePushSource = (GAMEPUSH_SOURCES as readonly string[]).includes(named ?? '')
    ? (named as GamePushSource)
    : 'gp';
  let sdk: GamePushSdk | null = null;
  let signedInId: string | null = null;
  const playerId = () => (sdk ? String(sdk.player.id) : null);
  return {
    family: 'gp',
    source,
    async ready() {
      sdk = await gamePushSdk(env);
      await sdk.player.ready;
      sdk.gameStart?.();
    },
    async signInCall(lang) {
      const signature = signedPlayer(sdk?.player ?? null);
      if (!sdk || signature === null) return null;
      const name = sdk.player.name?.trim();
      return {
        route: gamePushAuthenticateRoute,
        body: {
          signature,
          platform: source,
          playerId: String(sdk.player.id),
          lang,
          ...(name ? { name } : {}),
        },
      };
    },
    signedIn() {
      signedInId = playerId();
    },
    ids: () => (sdk ? { gp_player_id: String(sdk.player.id), gp_platform: source } : {}),
    async showAd(kind) {
      const ads = sdk?.ads;
      if (!ads) return false;
      try {
        return kind === 'rewarded' ? await ads.showRewardedVideo() : await ads.showFullscreen();
      } catch {
        return false;
      }
    },
    watchAccount(onChange) {
      let active = true;
      sdk?.player.on?.('login', (success) => {
        if (!active || !success) return;
        const newId = playerId();
        const signature = signedPlayer(sdk?.player ?? null);
        const move: PlatformSignInCall | undefined =
          signedInId !== null && newId !== null && newId !== signedInId && signature !== null
            ? {
                route: gamePushLoginRoute,
                body: { oldPlayerId: signedInId, newPlayerId: newId, signature, platform: source },
              }
            : undefined;
        onChange(move);
      });
      return () => {
        active = false;
      };
    },
    async purchase(pack) {
      const payments = sdk?.payments;
      if (!payments?.isAvailable) return { outcome: 'failed' };
      try {
        const bought = await payments.purchase({ tag: pack.id });
        if (!bought.purchase) return { outcome: 'failed' };
        // Consumed only once the server says it credited this purchase; without an id the pack
        // stays held and the next start settles it.
        const purchaseId = purchaseIdOf(bought.purchase);
        return purchaseId === null
          ? { outcome: 'confirmed' }
          : { outcome: 'confirmed', consume: { purchaseId, tags: [pack.id] } };
      } catch {
        // GamePush rejects alike on a closed dialog and on a failed payment.
        return { outcome: 'cancelled' };
      }
    },
    async heldPurchases() {
      const payments = sdk?.payments;
      if (!payments?.isAvailable || !payments.has) return [];
      // Our packs are GamePush's products by tag (the pack id); `has` is true while one is unconsumed.
      return GEM_PACKS.flatMap((p): HeldConsume[] => {
        try {
          if (payments.has?.(p.id) !== true) return [];
          const purchaseId = purchaseIdOf(payments.getPurchase?.(p.id));
          return purchaseId === null ? [] : [{ purchaseId, tags: [p.id] }];
        } catch {
          return [];
        }
      });
    },
    async consume(tags) {
      const payments = sdk?.payments;
      if (!payments) return;
      for (const tag of tags) await payments.consume({ tag });
    },
  };
};
