import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { clientLogs } from '../db/schema/client-logs.ts';
import { loadLogs } from '../db/schema/load-logs.ts';
import { ApiError } from '../http/api-error.ts';
import { windowWaitSeconds, type WindowLimit } from '../window-limit.ts';

/** The limits of one kind of log write: per client and per IP address. */
export interface LogWriteLimits {
  perClient: WindowLimit;
  perIp: WindowLimit;
}

/** Client error reports (`log/add`), load-log steps (`load/log/*`), and how long rows are kept. */
export interface LogLimits {
  errors: LogWriteLimits;
  loads: LogWriteLimits;
  retentionMs: number;
}

/** How many rows past the retention one write deletes at most (a bounded clean-up). */
const PRUNE_BATCH = 100;

const TABLES = { errors: clientLogs, loads: loadLogs } as const;
export type LogKind = keyof typeof TABLES;

/**
 * Who wrote a log line: the player when the request holds a session, else the hardware session
 * the client names, else the address alone (such callers share one per-client count per address).
 */
export function logClient(ip: string, playerId: number | null, hardwareSession: string | null): string {
  if (playerId !== null) return `player:${playerId}`;
  if (hardwareSession) return `h:${hardwareSession}`;
  return `ip:${ip}`;
}

async function waitSeconds(
  tx: Tx,
  kind: LogKind,
  column: 'ip' | 'client',
  value: string,
  nowMs: number,
  limit: WindowLimit,
): Promise<number> {
  const table = TABLES[kind];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`log-${kind}-${column}:${value}`}))`);
  const [nthNewest] = await tx
    .select({ createdAt: table.createdAt })
    .from(table)
    .where(and(eq(table[column], value), gt(table.createdAt, new Date(nowMs - limit.windowMs))))
    .orderBy(desc(table.createdAt))
    .offset(limit.max - 1)
    .limit(1);
  return windowWaitSeconds(nthNewest?.createdAt.getTime() ?? null, nowMs, limit);
}

/**
 * Counts one log write of `kind` from `ip` by `client` in the write's transaction `tx`, before the
 * row is inserted: past either limit, 429 RATE_LIMITED {seconds}. Transaction locks (the address
 * first, then the client, always in that order) count concurrent writes one after another. Rows
 * older than the retention are deleted along the way, at most a batch per write, skipping rows
 * another write is deleting.
 */
export async function countLogWrite(
  tx: Tx,
  kind: LogKind,
  who: { ip: string; client: string },
  nowMs: number,
  limits: LogLimits,
): Promise<void> {
  const { perClient, perIp } = limits[kind];
  let seconds = await waitSeconds(tx, kind, 'ip', who.ip, nowMs, perIp);
  if (seconds === 0)
    seconds = await waitSeconds(tx, kind, 'client', who.client, nowMs, perClient);
  if (seconds > 0) throw new ApiError('RATE_LIMITED', { seconds });
  const table = TABLES[kind];
  const keptFrom = new Date(nowMs - limits.retentionMs);
  await tx.execute(sql`delete from ${table} where ${table.id} in (
    select ${table.id} from ${table} where ${table.createdAt} < ${keptFrom}
    order by ${table.createdAt} limit ${PRUNE_BATCH} for update skip locked)`);
}
