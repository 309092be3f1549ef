import type { YandexAccountDto } from '@rol/protocol/platform-account-routes';
import type { PlatformIds } from '../api/api-client.ts';
import type {
  AdapterEnv,
  AdapterFactory,
  PlatformAdapter,
  PlatformFamily,
  PlatformSignInCall,
} from './platform-adapter.ts';

/** §8: a platform whose player is not ready within 5 s shows the reload page. */
export const PLATFORM_READY_TIMEOUT_MS = 5000;

export interface SignInAnswer {
  playerId: number;
  how: 'existing' | 'linked-guest' | 'created';
}

/** What starting on a platform needs from the page (the API, the stores, the reload page), injected. */
export interface PlatformStartDeps {
  env: AdapterEnv;
  loadFactory(family: PlatformFamily): Promise<AdapterFactory>;
  signIn(call: PlatformSignInCall): Promise<SignInAnswer>;
  setIds(ids: PlatformIds): void;
  /** §8: the reload page. */
  showReloadPage(reason: string): void;
  /** §4: the platform's account changed while playing: the session is reset and the page reloaded. */
  resetAndReload(): void;
  /** Reloads the page on the session it has (after an account moved to the platform's new id). */
  reload(): void;
  lang: string;
  /** A Yandex player just created: offers the account chooser (yandex-chooser.ts). */
  afterYandexCreated?(answer: SignInAnswer, call: PlatformSignInCall): Promise<void>;
  warn(message: string, error?: unknown): void;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * §4 Start, step 1: on a host platform, load its adapter, wait for its SDK (5 s, else the reload
 * page), send its ids as headers and sign its player in before the player is fetched. A refused
 * sign-in leaves the page on the session it had (a guest). Returns the adapter, or null.
 */
export async function startOnPlatform(
  family: PlatformFamily,
  deps: PlatformStartDeps,
): Promise<PlatformAdapter | null> {
  let adapter: PlatformAdapter;
  try {
    adapter = await withTimeout(
      deps.loadFactory(family).then(async (factory) => {
        const made = factory(deps.env);
        await made.ready();
        return made;
      }),
      PLATFORM_READY_TIMEOUT_MS,
    );
  } catch (error) {
    deps.warn(`platform ${family} not ready`, error);
    deps.showReloadPage(`platform ${family} not ready`);
    return null;
  }
  deps.setIds(adapter.ids());
  try {
    const call = await adapter.signInCall(deps.lang);
    if (call !== null) {
      const answer = await deps.signIn(call);
      adapter.signedIn?.(call);
      if (family === 'ya' && answer.how === 'created') await deps.afterYandexCreated?.(answer, call);
    }
  } catch (error) {
    deps.warn(`platform ${family} sign-in refused`, error);
  }
  adapter.watchAccount((move) => {
    if (move === undefined) return deps.resetAndReload();
    // The account follows the platform's new id; a refused move resets the session as any change.
    deps.signIn(move).then(
      () => deps.reload(),
      (error: unknown) => {
        deps.warn(`platform ${family} account move refused`, error);
        deps.resetAndReload();
      },
    );
  });
  return adapter;
}

/** The chooser's offer from the search's answer: each account with the signature that proves it. */
export function chooserOffer(currId: number, accounts: YandexAccountDto[], previous: string[]) {
  const usable = accounts.filter((a) => previous[a.proofIndex] !== undefined);
  if (usable.length === 0) return null;
  return { currId, accounts: usable, proofs: usable.map((a) => previous[a.proofIndex] as string) };
}
