import { describe, expect, it } from 'vitest';
import { createLocalStore, memoryStorage, randomHex } from './local-store.ts';

describe('local store', () => {
  it('creates the hardware session id once and keeps it', () => {
    let calls = 0;
    const store = createLocalStore(memoryStorage(), () => `id-${++calls}`);
    expect(store.hardwareSessionId()).toBe('id-1');
    expect(store.hardwareSessionId()).toBe('id-1');
    expect(calls).toBe(1);
  });

  it('keeps the highest level seen', () => {
    const store = createLocalStore(memoryStorage());
    expect(store.maxLevel()).toBe(0);
    expect(store.rememberLevel(5)).toBe(5);
    expect(store.rememberLevel(3)).toBe(5);
    expect(store.maxLevel()).toBe(5);
  });

  it('stores flags, times, sessions and creature orders', () => {
    const storage = memoryStorage();
    const store = createLocalStore(storage);
    store.setRemapUsed(true);
    store.setChooseRejectedAt(1234);
    store.setJsession('abc');
    store.setCreatureOrder('mini', [3, 1, 2]);
    store.setPlatformIds(['a', 'b']);
    const again = createLocalStore(storage);
    expect(again.remapUsed()).toBe(true);
    expect(again.chooseRejectedAt()).toBe(1234);
    expect(again.jsession()).toBe('abc');
    expect(again.creatureOrder('mini')).toEqual([3, 1, 2]);
    expect(again.creatureOrder('unlimited')).toEqual([]);
    expect(again.platformIds()).toEqual(['a', 'b']);
    again.setJsession(null);
    again.setChooseRejectedAt(null);
    expect(again.jsession()).toBeNull();
    expect(again.chooseRejectedAt()).toBeNull();
  });

  it('survives broken values and a throwing storage', () => {
    const storage = memoryStorage();
    storage.setItem('rol.creatureOrder.mini', '{not json');
    storage.setItem('rol.maxLevel', 'x');
    const store = createLocalStore(storage);
    expect(store.creatureOrder('mini')).toEqual([]);
    expect(store.maxLevel()).toBe(0);
    const throwing = createLocalStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    });
    expect(throwing.jsession()).toBeNull();
    expect(() => throwing.setJsession('x')).not.toThrow();
  });

  it('makes 128-bit random hex ids', () => {
    expect(randomHex()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomHex()).not.toBe(randomHex());
  });
});
