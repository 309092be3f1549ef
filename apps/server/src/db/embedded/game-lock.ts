import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EmbeddedDatabaseError } from './embedded-database-error.ts';
import { processFacts } from './process-facts.ts';

/** Which game process owns a data folder: its PID and start time (a PID alone may be reused). */
interface LockOwner {
  pid: number;
  startTicks: number;
}

const FILE = 'game.pid';

function readOwner(dataDir: string): LockOwner | null {
  try {
    const value = JSON.parse(readFileSync(join(dataDir, FILE), 'utf8')) as Partial<LockOwner>;
    if (typeof value.pid === 'number' && typeof value.startTicks === 'number') return value as LockOwner;
  } catch {
    // no lock, or a half-written one from a crash: nobody owns the folder
  }
  return null;
}

/** The live game process that owns `dataDir`, or null when none does (no lock, or a stale one). */
export function liveOwner(dataDir: string): number | null {
  const owner = readOwner(dataDir);
  if (!owner || owner.pid === process.pid) return null;
  const facts = processFacts(owner.pid);
  return facts && facts.startTicks === owner.startTicks ? owner.pid : null;
}

/** A data folder already owned by a running game: a second start says so and leaves it alone. */
export class DataFolderBusyError extends EmbeddedDatabaseError {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `another game server (pid ${pid}) is running on ${dataDir}: stop it first, or give this one another DATA_DIR`,
    );
  }
}

/** Takes the folder for this process; throws DataFolderBusyError when a live game holds it. */
export function takeDataFolder(dataDir: string): () => void {
  const self = processFacts(process.pid);
  const mine = JSON.stringify({ pid: process.pid, startTicks: self?.startTicks ?? 0 });
  // Created exclusively ('wx'): of two starts at the same moment, one takes it and the other sees it.
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(join(dataDir, FILE), mine, { mode: 0o600, flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) {
        const other = liveOwner(dataDir);
        if (other !== null) throw new DataFolderBusyError(dataDir, other);
        if (attempt > 0) throw error;
      }
      const other = liveOwner(dataDir);
      if (other !== null) throw new DataFolderBusyError(dataDir, other);
      // A lock left by a game that was killed: nobody lives behind it.
      rmSync(join(dataDir, FILE), { force: true });
    }
  }
  return () => {
    if (readOwner(dataDir)?.pid === process.pid) rmSync(join(dataDir, FILE), { force: true });
  };
}
