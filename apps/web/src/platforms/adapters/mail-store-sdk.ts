import { sdkGlobal, type AdapterEnv, type PlatformPurchase, type PurchasePack } from '../platform-adapter.ts';

/**
 * The Mail.ru games / VK Play iframe API (`iframeApi`, from the store's `mailru.core.js`), the part
 * the game uses: the payment window. Read from public integrations of the store (no official
 * documentation was at hand): the script at `/app/<appid>/static/mailru.core.js`, `iframeApi(options)`
 * with the `appid` and the callbacks answering the API object, `paymentFrame({ merchant_param })`
 * whose `merchant_param` object holds the amount, currency and description the window shows plus
 * the game's own fields, handed back to the billing callback as its JSON text. Not tried against the
 * live store. All of it is read here and nowhere else, so a correction touches this file only.
 */
export interface MailStoreApi {
  paymentFrame(request: Record<string, unknown>): void;
  /** The store's registration of the player in the game: answers `registerUserCallback`. */
  registerUser?(): void;
  /** The signed-in store user: answers `userInfoCallback`. */
  userInfo?(): void;
  /** The store's own sign-in window. */
  authUser?(): void;
}

/** The store's answer to `registerUser` (`status` "ok", or "error" with `errcode`). */
export interface StoreRegistration {
  status?: unknown;
  errcode?: unknown;
  error_code?: unknown;
}

/** The store's error code for a player registered in the game already (§7). */
export const ALREADY_REGISTERED = 1001;

/**
 * §7, the mystore register callback: "ok" (registered now) and error 1001 (registered already) both
 * go on to read the user's info; any other answer that is not ok asks the store to authenticate
 * the player.
 */
export function registrationStep(result: StoreRegistration | null | undefined): 'user-info' | 'authenticate' {
  if (result?.status === 'ok') return 'user-info';
  const code = Number(result?.errcode ?? result?.error_code);
  return code === ALREADY_REGISTERED ? 'user-info' : 'authenticate';
}
type IframeApi = (options: Record<string, unknown>) => Promise<MailStoreApi>;

export type MailStore = 'mail' | 'mystore';

const SDK_HOSTS: Record<MailStore, string> = {
  mail: 'https://games.mail.ru',
  mystore: 'https://vkplay.ru',
};

/** The store's script for our application id. */
export function mailStoreSdkUrl(store: MailStore, appid: string): string {
  return `${SDK_HOSTS[store]}/app/${encodeURIComponent(appid)}/static/mailru.core.js`;
}

/**
 * The payment window's request for a pack: `merchant_param` with the price in major units of the
 * bank's currency and our pack as `item_id`, which the billing callback reads back (with `sum`,
 * checked against the pack's price).
 */
export function paymentRequestOf(pack: PurchasePack): Record<string, unknown> {
  return {
    merchant_param: {
      item_id: pack.id,
      amount: pack.price / 100,
      currency: pack.currency,
      description: `${pack.gems} 💎`,
    },
  };
}

/** Which currencies each store's payment window charges in (§5: VK Play in roubles, dollars or euros). */
const STORE_CURRENCIES: Record<MailStore, readonly string[]> = {
  mail: ['RUB'],
  mystore: ['RUB', 'USD', 'EUR'],
};

/**
 * The store's SDK and its payment window. The store confirms a payment to our server by its billing
 * callback (`mail/payment`, `mystore/payment`) and tells the page by `paymentReceivedCallback`; the
 * window closing first is a cancel (a payment confirmed later still reaches the bank's banner).
 */
export function mailStoreSdk(env: AdapterEnv, store: MailStore, appid: string | null) {
  let waiting: ((outcome: PlatformPurchase) => void) | null = null;
  let registered: ((result: StoreRegistration | null) => void) | null = null;
  let userInfo: ((info: Record<string, unknown> | null) => void) | null = null;
  const settle = (outcome: PlatformPurchase) => {
    const done = waiting;
    waiting = null;
    done?.(outcome);
  };
  let loading: Promise<MailStoreApi | null> | null = null;
  /** The store's API, loaded at the first purchase; null when the script or the API fails. */
  const loadApi = (): Promise<MailStoreApi | null> => {
    if (appid === null || appid === '') return Promise.resolve(null);
    loading ??= sdkGlobal<IframeApi>(env, 'iframeApi', mailStoreSdkUrl(store, appid))
      .then((iframeApi) =>
        iframeApi({
          appid,
          paymentReceivedCallback: () => settle({ outcome: 'confirmed' }),
          paymentWindowClosedCallback: () => settle({ outcome: 'cancelled' }),
          registerUserCallback: (result: StoreRegistration) => registered?.(result),
          userInfoCallback: (info: Record<string, unknown>) => userInfo?.(info),
        }),
      )
      .catch(() => {
        loading = null; // tried again at the next purchase
        return null;
      });
    return loading;
  };
  return {
    /**
     * Sign-in needs nothing of the store's script (the signed address is the proof), so the game
     * starts without waiting for it; the script is loaded at the first purchase.
     */
    ready(): Promise<void> {
      return Promise.resolve();
    },
    /**
     * The store's registration of the player (§7): `registerUser`, whose callback says "ok" or
     * "already registered" (1001) — then the user's info is read and answered — or anything else,
     * then the store's sign-in window opens (`authUser`) and null is answered. Null too when the
     * store's API is not there or does not answer within `waitMs`: the signed address still signs
     * the player in.
     */
    async register(waitMs = 3000): Promise<Record<string, unknown> | null> {
      const sdk = await Promise.race([loadApi(), new Promise<null>((done) => setTimeout(() => done(null), waitMs))]);
      if (sdk === null || typeof sdk.registerUser !== 'function') return null;
      const answer = <T,>(ask: () => void, set: (f: ((value: T | null) => void) | null) => void) =>
        new Promise<T | null>((done) => {
          const timer = setTimeout(() => done(null), waitMs);
          set((value) => {
            clearTimeout(timer);
            set(null);
            done(value);
          });
          try {
            ask();
          } catch {
            done(null);
          }
        });
      const result = await answer<StoreRegistration>(() => sdk.registerUser!(), (f) => (registered = f));
      if (registrationStep(result) === 'authenticate') {
        try {
          sdk.authUser?.();
        } catch {
          // The store could not open its window: the signed address still signs the player in.
        }
        return null;
      }
      if (typeof sdk.userInfo !== 'function') return null;
      return answer<Record<string, unknown>>(() => sdk.userInfo!(), (f) => (userInfo = f));
    },
    async purchase(pack: PurchasePack): Promise<PlatformPurchase> {
      if (!STORE_CURRENCIES[store].includes(pack.currency)) return { outcome: 'failed' };
      const sdk = await loadApi();
      if (sdk === null) return { outcome: 'failed' };
      // A window left open by an earlier purchase that never answered is given up.
      settle({ outcome: 'failed' });
      return new Promise((resolve) => {
        waiting = resolve;
        try {
          sdk.paymentFrame(paymentRequestOf(pack));
        } catch {
          settle({ outcome: 'failed' });
        }
      });
    },
  };
}
