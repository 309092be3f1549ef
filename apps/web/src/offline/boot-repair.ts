/** What the repair may touch: the page's Cache Storage and its service workers. */
export interface BootRepairHost {
  caches?: { keys(): Promise<string[]>; delete(name: string): Promise<boolean> };
  serviceWorker?: { getRegistrations(): Promise<readonly { unregister(): Promise<boolean> }[]> };
}

export interface BootRepairReport {
  cachesCleared: number;
  workersRemoved: number;
}

function defaultHost(): BootRepairHost {
  return { caches: globalThis.caches, serviceWorker: globalThis.navigator?.serviceWorker };
}

/**
 * What a plain reload cannot mend (docs/story-and-scenes.md, "BootFix"): the installed game keeps the
 * files of its build in Cache Storage and serves them through its service worker, so a page of an
 * older build can keep asking for chunks the server no longer has. The repair deletes those caches
 * and unregisters the worker; the next load comes from the server whole (the worker is registered
 * again once the game has started). Each part that fails is skipped, never thrown.
 */
export async function repairBoot(host: BootRepairHost = defaultHost()): Promise<BootRepairReport> {
  let cachesCleared = 0;
  let workersRemoved = 0;
  try {
    const names = (await host.caches?.keys()) ?? [];
    const deleted = await Promise.all(names.map((name) => host.caches!.delete(name).catch(() => false)));
    cachesCleared = deleted.filter(Boolean).length;
  } catch (error) {
    console.warn('boot fix: caches not cleared', error);
  }
  try {
    const registrations = (await host.serviceWorker?.getRegistrations()) ?? [];
    const removed = await Promise.all(registrations.map((r) => r.unregister().catch(() => false)));
    workersRemoved = removed.filter(Boolean).length;
  } catch (error) {
    console.warn('boot fix: service worker not removed', error);
  }
  return { cachesCleared, workersRemoved };
}
