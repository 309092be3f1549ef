import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderBusyError, liveOwner, takeDataFolder } from './game-lock.ts';
import { processFacts } from './process-facts.ts';

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rol-lock-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock (game.pid)', () => {
  it('is taken by this process and released again', () => {
    const dir = folder();
    const release = takeDataFolder(dir);
    expect(JSON.parse(readFileSync(join(dir, 'game.pid'), 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(join(dir, 'game.pid'))).toBe(false);
  });

  it('refuses a folder a live game owns, by PID and start time', async () => {
    const dir = folder();
    const other = spawn('sleep', ['30']);
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      const facts = processFacts(other.pid!)!;
      writeFileSync(join(dir, 'game.pid'), JSON.stringify({ pid: other.pid, startTicks: facts.startTicks }));
      expect(liveOwner(dir)).toBe(other.pid);
      expect(() => takeDataFolder(dir)).toThrow(DataFolderBusyError);
      // The same PID with another start time is another process: the lock is stale.
      writeFileSync(join(dir, 'game.pid'), JSON.stringify({ pid: other.pid, startTicks: facts.startTicks + 1 }));
      expect(liveOwner(dir)).toBeNull();
      takeDataFolder(dir)();
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a game that is gone, or a half-written one', () => {
    const dir = folder();
    writeFileSync(join(dir, 'game.pid'), JSON.stringify({ pid: 2 ** 22 + 7, startTicks: 1 }));
    takeDataFolder(dir)();
    writeFileSync(join(dir, 'game.pid'), '{"pid":');
    const release = takeDataFolder(dir);
    expect(JSON.parse(readFileSync(join(dir, 'game.pid'), 'utf8')).pid).toBe(process.pid);
    release();
  });
});

describe('processFacts', () => {
  it('names this process and nothing for a PID that does not exist', () => {
    const self = processFacts(process.pid)!;
    expect(self.command).toMatch(/node|vitest/);
    expect(self.cwd).toBe(process.cwd());
    expect(self.startTicks).toBeGreaterThan(0);
    expect(processFacts(2 ** 22 + 7)).toBeNull();
    expect(processFacts(-1)).toBeNull();
  });
});
