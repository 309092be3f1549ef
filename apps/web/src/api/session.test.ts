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

describe('a session held only in the cookie', () => {
  it('is not replaced by a session in the address: the cookie session wins and is stored', async () => {
    const store = createLocalStore(memoryStorage());
    let probes = 0;
    const session = createSession(store, fromAddress, async () => {
      probes += 1;
      return 'the-cookie-session';
    });
    expect(session.get().jsession).toBeNull();
    await Promise.all([session.ready(), session.ready()]);
    expect(probes).toBe(1);
    expect(session.get()).toEqual({ jsession: 'the-cookie-session', authorization: 'the-cookie-session' });
    expect(store.jsession()).toBe('the-cookie-session');
  });

  it('leaves the address session in use when the browser holds no cookie session (or the probe fails)', async () => {
    for (const probe of [async () => null, async () => Promise.reject(new Error('offline'))]) {
      const session = createSession(createLocalStore(memoryStorage()), fromAddress, probe);
      await session.ready();
      expect(session.get().jsession).toBe('from-the-link');
    }
  });

  it('does not ask when storage holds a session or the address has none', async () => {
    const store = createLocalStore(memoryStorage());
    store.setJsession('mine');
    let probes = 0;
    const probe = async () => {
      probes += 1;
      return null;
    };
    await createSession(store, fromAddress, probe).ready();
    await createSession(createLocalStore(memoryStorage()), { jsession: null, authorization: null }, probe).ready();
    expect(probes).toBe(0);
  });
});
