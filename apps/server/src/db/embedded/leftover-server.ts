import { existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { EmbeddedDatabaseError } from './embedded-database-error.ts';
import { canReadProcesses, processFacts } from './process-facts.ts';
import { sleep } from './server-process.ts';

/** Waits until process `pid` is gone (it is not our child, so only /proc can tell). */
async function gone(pid: number, startTicks: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const facts = processFacts(pid);
    if (!facts || facts.startTicks !== startTicks) return true;
    await sleep(50);
  }
  return false;
}

/**
 * What a killed game may have left in the cluster's folder. A live postgres of *this* folder
 * (its working directory is the cluster: the PID in postmaster.pid alone proves nothing, PIDs are
 * reused) is an orphan, as no live game owns the folder: it is stopped cleanly. A lock file whose
 * PID names no such process is stale and removed. Crash recovery then runs at the next start.
 */
export async function settleLeftovers(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile) || !canReadProcesses()) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const facts = processFacts(pid);
  const cluster = realpathSync(clusterDir);
  if (facts && facts.command === 'postgres' && facts.cwd === cluster) {
    log(`database: stopping the server a stopped game left running (pid ${pid})`);
    process.kill(pid, 'SIGINT');
    if (!(await gone(pid, facts.startTicks, 60_000))) {
      process.kill(pid, 'SIGQUIT');
      if (!(await gone(pid, facts.startTicks, 10_000)))
        throw new EmbeddedDatabaseError(
          `the database server left running (pid ${pid}) does not stop; stop it by hand`,
        );
    }
    return;
  }
  log(
    `database: removing a stale lock file (pid ${pid} is ${facts ? `"${facts.command}", another program` : 'gone'})`,
  );
  rmSync(pidFile, { force: true });
}
