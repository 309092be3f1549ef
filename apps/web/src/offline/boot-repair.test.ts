import { describe, expect, it } from 'vitest';
import { repairBoot, type BootRepairHost } from './boot-repair.ts';

function host(cacheNames: string[], workers: number, failing: { caches?: boolean; workers?: boolean } = {}) {
  const deleted: string[] = [];
  let unregistered = 0;
  const value: BootRepairHost = {
    caches: {
      keys: () => (failing.caches ? Promise.reject(new Error('denied')) : Promise.resolve([...cacheNames])),
      delete: (name) => {
        deleted.push(name);
        return Promise.resolve(true);
      },
    },
    serviceWorker: {
      getRegistrations: () =>
        failing.workers
          ? Promise.reject(new Error('denied'))
          : Promise.resolve(
              Array.from({ length: workers }, () => ({
                unregister: () => {
                  unregistered += 1;
                  return Promise.resolve(true);
                },
              })),
            ),
    },
  };
  return { value, deleted, unregistered: () => unregistered };
}

describe('repairBoot', () => {
  it('deletes every cache of the game and unregisters its service workers', async () => {
    const h = host(['workbox-precache-v2', 'runtime'], 1);
    await expect(repairBoot(h.value)).resolves.toEqual({ cachesCleared: 2, workersRemoved: 1 });
    expect(h.deleted).toEqual(['workbox-precache-v2', 'runtime']);
    expect(h.unregistered()).toBe(1);
  });

  it('skips what the browser refuses or lacks, never throwing', async () => {
    const h = host(['a'], 2, { caches: true });
    await expect(repairBoot(h.value)).resolves.toEqual({ cachesCleared: 0, workersRemoved: 2 });
    await expect(repairBoot({})).resolves.toEqual({ cachesCleared: 0, workersRemoved: 0 });
  });
});
