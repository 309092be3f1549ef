import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clusterUser, clusterUserCanRun } from './cluster-user.ts';
import { postgresBinaries } from './postgres-binaries.ts';
import { reachableBinaries } from './reachable-binaries.ts';

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

describe.skipIf(!asRoot)('the binaries as root, under a folder the database user cannot enter', () => {
  it('are copied once to the temp folder and run from there', async () => {
    const installed = await postgresBinaries();
    const private_ = mkdtempSync(join(tmpdir(), 'rol-private-'));
    let copy = '';
    try {
      chmodSync(private_, 0o700);
      cpSync(dirname(dirname(installed.postgres)), join(private_, 'native'), {
        recursive: true,
        verbatimSymlinks: true,
      });
      const hidden = {
        initdb: join(private_, 'native', 'bin', 'initdb'),
        postgres: join(private_, 'native', 'bin', 'postgres'),
      };
      const user = clusterUser();
      expect(clusterUserCanRun(user, hidden.postgres)).toBe(false);
      const reachable = reachableBinaries(hidden, user);
      copy = dirname(dirname(reachable.postgres));
      expect(reachable.postgres).not.toBe(hidden.postgres);
      expect(clusterUserCanRun(user, reachable.postgres)).toBe(true);
      expect(clusterUserCanRun(user, reachable.initdb)).toBe(true);
      // Once made, the copy is used as it is.
      expect(reachableBinaries(hidden, user)).toEqual(reachable);
    } finally {
      rmSync(private_, { recursive: true, force: true });
      if (copy) rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
