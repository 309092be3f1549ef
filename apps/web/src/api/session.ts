import type { LocalStore } from '../storage/local-store.ts';

export interface SessionValues {
  jsession: string | null;
  authorization: string | null;
}

/**
 * Asks the server, with the browser's cookie alone, whether the browser already holds a session:
 * its token (the `jsession` answer header) or null.
 */
export type CookieSessionProbe = () => Promise<string | null>;

/**
 * §7: the session and authorization values. A stored value overrides the page address; values
 * the server sends back in the `jsession` / `authorization` headers are stored for later requests.
 * A session in the page address (a platform's launch link, or a link someone handed the player)
 * is taken only when the browser holds none: not in storage, and not in its cookie either, which
 * `ready()` asks the server about (`probe`) before the first request. So a link can never put
 * someone else's session in place of the player's own, even when storage was cleared or is
 * forbidden and only the cookie remains.
 */
export function createSession(store: LocalStore, fromAddress: SessionValues, probe: CookieSessionProbe | null = null) {
  const stored = { jsession: store.jsession(), authorization: store.authorization() };
  const addressPending =
    stored.jsession === null && stored.authorization === null && (fromAddress.jsession ?? fromAddress.authorization) !== null;
  let current: SessionValues = {
    jsession: stored.jsession ?? (addressPending && probe ? null : fromAddress.jsession),
    authorization: stored.authorization ?? (addressPending && probe ? null : fromAddress.authorization),
  };
  let settled: Promise<void> | null = null;

  const session = {
    get: (): SessionValues => current,
    /** Stores whatever the server sent; an absent header leaves the value as it is. */
    update(values: Partial<SessionValues>): void {
      if (values.jsession != null && values.jsession !== current.jsession) {
        store.setJsession(values.jsession);
        current = { ...current, jsession: values.jsession };
      }
      if (values.authorization != null && values.authorization !== current.authorization) {
        store.setAuthorization(values.authorization);
        current = { ...current, authorization: values.authorization };
      }
    },
    /**
     * Resolves once the session to use is known: at once, unless the address carries a session
     * and the browser stores none; then the cookie's session (if the server knows one) wins and the
     * address's is dropped, else the address's is taken.
     */
    ready(): Promise<void> {
      if (!addressPending || probe === null) return Promise.resolve();
      settled ??= probe()
        .catch(() => null)
        .then((cookieToken) => {
          if (current.jsession !== null || current.authorization !== null) return;
          if (cookieToken !== null) session.update({ jsession: cookieToken, authorization: cookieToken });
          else current = { ...fromAddress };
        });
      return settled;
    },
    /** Forgets the session (logout), so the next page load starts as a newcomer. */
    clear(): void {
      store.setJsession(null);
      store.setAuthorization(null);
      current = { jsession: null, authorization: null };
    },
  };
  return session;
}

export type Session = ReturnType<typeof createSession>;
