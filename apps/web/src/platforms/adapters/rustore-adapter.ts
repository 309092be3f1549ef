import { rustoreAuthenticateRoute } from '@rol/protocol/platform-account-routes';
import { ruStoreBuyRoute } from '@rol/protocol/platform-payment-routes';
import type {
  AdapterEnv,
  AdapterFactory,
  PlatformCreditCall,
  PlatformSignInCall,
} from '../platform-adapter.ts';

/**
 * The JavaScript bridge the game's Android shell injects into its WebView as `window.RuStoreBridge`
 * (docs/platforms.md, "RuStore's bridge"), over RuStore's billing SDK. Every method returns a
 * promise; an answer may be an object or its JSON text (what a WebView interface hands over).
 */
export interface RuStoreBridge {
  /** Resolves once the billing client is set up: `available` false when RuStore cannot sell here. */
  ready(): Promise<unknown>;
  /** RuStore's payment sheet for a product: `{ status: 'success', purchaseId, productId }`, `cancelled` or `failure`. */
  purchase(productId: string): Promise<unknown>;
  /** RuStore's `confirmPurchase`: the game has credited the purchase (a consumable is used up). */
  confirm(purchaseId: string): Promise<unknown>;
  /** RuStore's `getPurchases`: `[{ purchaseId, productId, state }]`; `PAID` ones are not confirmed yet. */
  getPurchases(): Promise<unknown>;
}

/** A purchase RuStore holds paid and not confirmed (the game never credited it, e.g. the app closed). */
export interface RuStoreHeld {
  purchaseId: string;
  productId: string;
}

/** How often and how long `ready` looks for the bridge (the shell may inject it after the page began). */
const LOOK_EVERY_MS = 100;
const LOOK_FOR_MS = 5000;

const parsed = (answer: unknown): unknown => {
  if (typeof answer !== 'string') return answer;
  try {
    return JSON.parse(answer) as unknown;
  } catch {
    return null;
  }
};
const record = (answer: unknown): Record<string, unknown> => {
  const value = parsed(answer);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
};
const idOf = (value: unknown): string | null =>
  typeof value === 'string' && /^[0-9A-Za-z_-]{1,128}$/.test(value) ? value : null;

/** The bridge's unconfirmed purchases: paid (`PAID`) ones with a valid id, in the bridge's order. */
export function heldOf(answer: unknown): RuStoreHeld[] {
  const list = parsed(answer);
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const item = record(entry);
    const purchaseId = idOf(item.purchaseId);
    const state = String(item.state ?? item.purchaseState ?? '');
    return purchaseId !== null && typeof item.productId === 'string' && state === 'PAID'
      ? [{ purchaseId, productId: item.productId }]
      : [];
  });
}

/** Waits for the shell's bridge on the page (at most 5 s: the start's own time-out gives up too). */
async function bridgeOf(env: AdapterEnv): Promise<RuStoreBridge> {
  const started = Date.now();
  for (;;) {
    const bridge = env.global.RuStoreBridge as Partial<RuStoreBridge> | undefined;
    if (typeof bridge?.ready === 'function' && typeof bridge.purchase === 'function')
      return bridge as RuStoreBridge;
    if (Date.now() - started >= LOOK_FOR_MS) throw new Error('RuStoreBridge is missing');
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
}

/**
 * RuStore (named by the address's `platform=rustore`, which the game's Android shell adds): the
 * page inside the shell's WebView pays through the shell's `RuStoreBridge`. RuStore has no sign-in:
 * a player starts as a guest, and a purchase id signs them in (`rustore/authenticate`, which keys
 * the player on the purchase's owner). A purchase is RuStore's sheet for the pack (product id = pack
 * id); the server reads it back from RuStore (`rustore/buy`) and credits it once; only the ids it
 * answers are confirmed. Purchases RuStore still holds unconfirmed at a start sign the player in and
 * are credited then, each once. No ads.
 */
export const ruStoreAdapter: AdapterFactory = (env) => {
  let bridge: RuStoreBridge | null = null;
  let held: RuStoreHeld[] = [];
  const buyCall = (purchase: RuStoreHeld): PlatformCreditCall => ({
    route: ruStoreBuyRoute,
    query: { product_id: purchase.productId },
    body: { purchaseId: purchase.purchaseId },
  });
  const signInWith = (purchaseId: string, lang?: string): PlatformSignInCall => ({
    route: rustoreAuthenticateRoute,
    body: { purchaseId, ...(lang ? { lang } : {}) },
  });
  return {
    family: 'rustore',
    guestBuys: true,
    async ready() {
      bridge = await bridgeOf(env);
      const state = record(await bridge.ready());
      if (state.available === false) throw new Error('RuStore payments are not available');
      try {
        held = heldOf(await bridge.getPurchases());
      } catch {
        held = [];
      }
    },
    async signInCall(lang) {
      const first = held[0];
      return first ? signInWith(first.purchaseId, lang) : null;
    },
    ids: () => ({}),
    showAd: async () => false,
    watchAccount: () => () => undefined,
    async purchase(pack) {
      if (!bridge) return { outcome: 'failed' };
      let answer: Record<string, unknown>;
      try {
        answer = record(await bridge.purchase(pack.id));
      } catch {
        return { outcome: 'failed' };
      }
      if (answer.status === 'cancelled') return { outcome: 'cancelled' };
      const purchaseId = idOf(answer.purchaseId);
      if (answer.status !== 'success' || purchaseId === null) return { outcome: 'failed' };
      return {
        outcome: 'verify',
        call: buyCall({ purchaseId, productId: pack.id }),
        signIn: signInWith(purchaseId),
      };
    },
    async unconfirmedCalls() {
      return held.map(buyCall);
    },
    async consume(purchaseIds) {
      if (!bridge) return;
      for (const purchaseId of purchaseIds) {
        await bridge.confirm(purchaseId);
        held = held.filter((p) => p.purchaseId !== purchaseId);
      }
    },
  };
};
