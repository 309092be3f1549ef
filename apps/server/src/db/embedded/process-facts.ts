import { readFileSync, readlinkSync } from 'node:fs';

/**
 * What Linux's /proc says of a process: enough to tell whether a PID still names the process we
 * think it does. A PID from a file (postmaster.pid, the game's lock) may have been reused by any
 * other program since, so nothing is ever signalled on the number alone.
 */
export interface ProcessFacts {
  pid: number;
  parentPid: number;
  /** Clock ticks after boot at which it started: with the PID, an identity that reuse cannot fake. */
  startTicks: number;
  /** The program's name as the kernel keeps it (at most 15 characters), e.g. "postgres", "node". */
  command: string;
  /** Its working directory, or null when we may not read it. */
  cwd: string | null;
}

/** The facts of a live process, or null when no such process exists (or /proc is not there). */
export function processFacts(pid: number): ProcessFacts | null {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // "pid (comm) state ppid …": the name may hold spaces and parentheses, so split after the last ')'.
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  // fields[0] is the state (field 3); the parent is field 4, the start time field 22.
  if (fields[0] === 'Z') return null;
  let cwd: string | null;
  try {
    cwd = readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    cwd = null;
  }
  return {
    pid,
    parentPid: Number(fields[1]),
    startTicks: Number(fields[19]),
    command: stat.slice(open + 1, close),
    cwd,
  };
}

/** Whether /proc is there to ask (Linux). Elsewhere the lifecycle checks fall back to postgres's own. */
export function canReadProcesses(): boolean {
  return processFacts(process.pid) !== null;
}
