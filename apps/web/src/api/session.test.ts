import { describe, expect, it } from 'vitest';
import { createLocalStore, memoryStorage } from '../storage/local-store.ts';
import { createSession } from './session.ts';

const fromAddress = { jsession: 'from-the-link', authorization: null };

describe('the page session', () => {
  it('never lets the address replace a session the browser holds', () => {
    const store = createLocalStore(memoryStorage());
    store.setJsession('mine');
    const session = createSession(store, fromAddress);
    expect(session.get().jsession).toBe('mine');
    expect(store.jsession()).toBe('mine');
  });

  it('takes the address session only when the browser holds none, and stores what the server renews', () => {
    const store = createLocalStore(memoryStorage());
    const session = createSession(store, fromAddress);
    expect(session.get().jsession).toBe('from-the-link');
    session.update({ jsession: 'renewed' });
    expect(session.get().jsession).toBe('renewed');
    expect(store.jsession()).toBe('renewed');
  });
});
