import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** One process from `/proc/<pid>/stat`: its parent and its CPU times in clock ticks. */
export interface ProcStat {
  pid: number;
  ppid: number;
  /** The program's name as the kernel keeps it (field 2, at most 15 characters), e.g. `postgres`. */
  command: string;
  /** utime + stime (fields 14 and 15). */
  ticks: number;
  /** cutime + cstime (fields 16 and 17): children it has waited for. */
  childTicks: number;
}

/**
 * Parses a `/proc/<pid>/stat` line. The command name (field 2) is in parentheses and may hold spaces
 * or parentheses, so the fields are counted from the last `)`: there field 3 (state) is first.
 */
export function parseProcStat(line: string): ProcStat | null {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  const pid = Number.parseInt(line, 10);
  if (open < 0 || close < open || !Number.isInteger(pid)) return null;
  const f = line
    .slice(close + 2)
    .trim()
    .split(/\s+/)
    .map(Number);
  // f[0] is field 3, so field n is f[n - 3].
  const [ppid, utime, stime, cutime, cstime] = [f[1], f[11], f[12], f[13], f[14]];
  if ([ppid, utime, stime, cutime, cstime].some((v) => v === undefined || !Number.isFinite(v))) return null;
  return { pid, ppid: ppid!, command: line.slice(open + 1, close), ticks: utime! + stime!, childTicks: cutime! + cstime! };
}

function readStats(): ProcStat[] {
  const out: ProcStat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = parseProcStat(readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (stat) out.push(stat);
    } catch {
      // exited between the listing and the read
    }
  }
  return out;
}

/**
 * CPU ticks used so far by a process tree: every living process under `rootPid` (and the root) plus
 * what the root has reaped of its exited children (cutime + cstime). A backend that exits between two
 * samples is thus still counted once (its whole life moves into its parent's child time, the part before
 * the first sample cancelling out), and one born in between counts from zero. PostgreSQL's backends,
 * checkpointer, WAL writer and autovacuum workers are all children of the postmaster.
 */
export function treeTicks(rootPid: number, stats: readonly ProcStat[] = readStats()): number {
  const children = new Map<number, ProcStat[]>();
  let root: ProcStat | undefined;
  for (const s of stats) {
    if (s.pid === rootPid) root = s;
    const list = children.get(s.ppid);
    if (list) list.push(s);
    else children.set(s.ppid, [s]);
  }
  if (!root) return Number.NaN;
  let ticks = 0;
  const queue = [root];
  const seen = new Set<number>();
  while (queue.length) {
    const s = queue.pop()!;
    if (seen.has(s.pid)) continue;
    seen.add(s.pid);
    ticks += s.ticks + s.childTicks;
    queue.push(...(children.get(s.pid) ?? []));
  }
  return ticks;
}

/**
 * CPU ticks used so far by the trees under `parentPid`'s children that `include` picks (the parent
 * itself and its other children left out): the embedded PostgreSQL the game's server process started
 * is its child `postgres` (the postmaster), and every backend and background worker is under that.
 * NaN when no child is picked (not started yet, or gone).
 */
export function childTreesTicks(
  parentPid: number,
  include: (child: ProcStat) => boolean,
  stats: readonly ProcStat[] = readStats(),
): number {
  const roots = stats.filter((s) => s.ppid === parentPid && include(s));
  if (roots.length === 0) return Number.NaN;
  return roots.reduce((sum, root) => sum + treeTicks(root.pid, stats), 0);
}

/**
 * CPU time used so far by the embedded PostgreSQL under the game's server process `serverPid`, µs:
 * its `postgres` children and everything under them (NaN when it has none).
 */
export function embeddedPostgresCpuMicros(serverPid: number): number {
  return (childTreesTicks(serverPid, (child) => child.command === 'postgres') * 1e6) / clockTicksPerSecond();
}

let ticksPerSecond: number | null = null;

/** `getconf CLK_TCK` (100 on Linux almost everywhere). */
export function clockTicksPerSecond(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** CPU time used so far by the tree under `rootPid`, µs (NaN when the root is gone). */
export function treeCpuMicros(rootPid: number): number {
  return (treeTicks(rootPid) * 1e6) / clockTicksPerSecond();
}
