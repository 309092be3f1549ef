import type { RouteDef } from '@rol/protocol/route';
import type { PlatformIds } from '../api/api-client.ts';

/** The host platform families the web client has an adapter for (each loaded only on its platform). */
export const PLATFORM_FAMILIES = [
  'tg',
  'ya',
  'vk',
  'ok',
  'crazygames',
  'kong',
  'mystore',
  'gp',
  'foto',
  'rustore',
  'mail',
  'google',
  'exe',
  'beeline',
] as const;
export type PlatformFamily = (typeof PLATFORM_FAMILIES)[number];

/** The sign-in call that proves the platform's player to the server. */
export interface PlatformSignInCall {
  route: RouteDef;
  body: Record<string, unknown>;
}

export type AdKind = 'rewarded' | 'interstitial';

/** The pack a purchase is for, as the platform's dialog needs it. */
export interface PurchasePack {
  id: string;
  gems: number;
  /** The price in the bank's currency, in its smallest unit (kopecks for roubles). */
  price: number;
  currency: string;
}

/**
 * A call that asks our server to read a purchase back from the platform and credit it (Kongregate's
 * items, RuStore's purchases); it answers the purchase result (`purchaseResultDto`).
 */
export interface PlatformCreditCall {
  route: RouteDef;
  query?: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * A purchase the platform holds bought and not consumed (GamePush): consumed only once the server
 * confirms it credited `purchaseId` (`gp/take`); `tags` are what the platform consumes.
 */
export interface HeldConsume {
  purchaseId: string;
  tags: string[];
}

/**
 * How a platform's purchase dialog ended. `signed`: the platform handed the client a signed
 * receipt for the server to check (Yandex). `confirmed`: the platform confirmed the payment to our
 * server by its own callback (VK, OK, GamePush's webhook); the gems wait there to be taken, and
 * `consume` names what to consume once the server says that purchase was credited (GamePush).
 * `verify`: the server reads the purchase back from the platform's own API (Kongregate, RuStore);
 * `signIn`, when the session's player is not the platform's yet, signs them in with the purchase
 * first (RuStore's guests). `cancelled`: the player closed the dialog; `failed`: the platform
 * refused or broke.
 */
export type PlatformPurchase =
  | { outcome: 'signed'; signature: string }
  | { outcome: 'confirmed'; consume?: HeldConsume }
  | { outcome: 'verify'; call: PlatformCreditCall; signIn?: PlatformSignInCall }
  | { outcome: 'cancelled' }
  | { outcome: 'failed' };

/**
 * What the game needs from a host platform's SDK, behind one interface. Purchases are optional:
 * a platform without them in its SDK (CrazyGames) sells nothing in the game; Telegram's Stars
 * invoices are the bank's own flow (the invoice is created by our server).
 */
export interface PlatformAdapter {
  family: PlatformFamily;
  /** The account source the platform signs in when it differs from the family (GamePush's partners). */
  source?: string;
  /** A guest of our own site may buy here: the purchase signs them in (RuStore, which has no sign-in). */
  guestBuys?: boolean;
  /** Resolves once the SDK is ready (the caller gives up after 5 s and shows the reload page). */
  ready(): Promise<void>;
  /** The call that signs the platform's player in, or null when the platform has none signed in (a guest). */
  signInCall(lang: string): Promise<PlatformSignInCall | null>;
  /** After the server signed the player in: the proof it accepted (the Yandex account chooser keeps it). */
  signedIn?(call: PlatformSignInCall): void;
  /** Platform ids sent as headers once known. */
  ids(): PlatformIds;
  /** Shows an ad; true when a rewarded ad was watched to the end (an interstitial: when it showed). */
  showAd(kind: AdKind): Promise<boolean>;
  /**
   * Calls back when the platform's account logs in or out while playing; returns the unsubscribe.
   * `move`: the call that carries the account to the platform's new id (GamePush's `gp/login`),
   * made before the page reloads instead of resetting the session.
   */
  watchAccount(onChange: (move?: PlatformSignInCall) => void): () => void;
  /** Opens the platform's purchase dialog for a pack. */
  purchase?(pack: PurchasePack): Promise<PlatformPurchase>;
  /** Yandex: the signed list of purchases not consumed yet, or null when there is none. */
  unconsumedPurchases?(): Promise<string | null>;
  /**
   * GamePush: the packs the platform holds bought and not consumed (e.g. the page closed between
   * the platform's dialog and taking the gems), each with its purchase id; a pack whose purchase id
   * the SDK does not tell cannot be confirmed credited and is left held.
   */
  heldPurchases?(): Promise<HeldConsume[]>;
  /** Consumes what the server credited: Yandex's tokens, GamePush's product tags, RuStore's purchase ids (confirmed). */
  consume?(tokens: readonly string[]): Promise<void>;
  /** At every start: the call that credits purchases made while the game did not hear (Kongregate). */
  replayCall?(): Promise<PlatformCreditCall | null>;
  /** At every start: one call per purchase the platform holds paid and not confirmed (RuStore). */
  unconfirmedCalls?(): Promise<PlatformCreditCall[]>;
}

/** What an adapter is built from: the page's globals (where SDKs live), its address, a script loader. */
export interface AdapterEnv {
  global: Record<string, unknown>;
  /** The page address's query string (`?a=1&b=2`). */
  search: string;
  /** The page address's fragment (`#a=1`), where Google's sign-in redirect puts its ID token. */
  hash?: string;
  /** Loads an SDK's script (a platform script tag); adapters skip it when the SDK is already there. */
  loadScript(url: string): Promise<void>;
}

export type AdapterFactory = (env: AdapterEnv) => PlatformAdapter;

/** The SDK object at `name` in the page's globals, loading its script first when it is missing. */
export async function sdkGlobal<T>(env: AdapterEnv, name: string, url: string): Promise<T> {
  if (env.global[name] === undefined) await env.loadScript(url);
  const sdk = env.global[name];
  if (sdk === undefined) throw new Error(`${name} SDK is missing after loading ${url}`);
  return sdk as T;
}
