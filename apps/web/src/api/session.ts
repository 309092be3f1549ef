import type { LocalStore } from '../storage/local-store.ts';

export interface SessionValues {
  jsession: string | null;
  authorization: string | null;
}

/**
 * §7: the session and authorization values. A stored value overrides the page address; values
 * the server sends back in the `jsession` / `authorization` headers are stored for later requests.
 */
export function createSession(store: LocalStore, fromAddress: SessionValues) {
  let current: SessionValues = {
    jsession: store.jsession() ?? fromAddress.jsession,
    authorization: store.authorization() ?? fromAddress.authorization,
  };
  return {
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
    /** Forgets the session (logout), so the next page load starts as a newcomer. */
    clear(): void {
      store.setJsession(null);
      store.setAuthorization(null);
      current = { jsession: null, authorization: null };
    },
  };
}

export type Session = ReturnType<typeof createSession>;
