import { sql, type SQL } from 'drizzle-orm';
import type { PlayerLogEntryDto, PlayerLogKind } from '@rol/protocol/staff-dto';
import type { DbOrTx } from '../db/database.ts';

export const PLAYER_LOG_PAGE_SIZE = 50;

interface LogRow extends Record<string, unknown> {
  kind: PlayerLogKind;
  at: Date | string;
  resource: string | null;
  delta: string | number | null;
  balance_after: string | number | null;
  reason: string | null;
  reference: string | null;
  actor_id: number | null;
  detail: string | null;
}

/**
 * Each kind of the player's history as one SELECT of the same columns. `subfilter` narrows a kind:
 * a resource for ledger entries, an action for moderation entries, a battle kind for battles, a
 * room for deleted messages, the way for sign-ins (trial, register, login, password).
 */
function sourcesOf(playerId: number, subfilter: string | undefined): Record<PlayerLogKind, SQL> {
  const sub = (column: SQL) => (subfilter === undefined ? sql`` : sql` and ${column} = ${subfilter}`);
  const columns = (
    kind: PlayerLogKind,
    at: SQL,
    resource: SQL,
    delta: SQL,
    balanceAfter: SQL,
    reason: SQL,
    reference: SQL,
    actorId: SQL,
    detail: SQL = sql`null`,
  ) =>
    sql`select ${kind}::text as kind, ${at} as at, ${resource}::text as resource, ${delta}::bigint as delta,
      ${balanceAfter}::bigint as balance_after, ${reason}::text as reason, ${reference}::text as reference,
      ${actorId}::integer as actor_id, ${detail}::text as detail`;
  const none = sql`null`;
  return {
    ledger: sql`${columns('ledger', sql`created_at`, sql`resource`, sql`delta`, sql`balance_after`, sql`reason`, sql`reference`, none)}
      from ledger where player_id = ${playerId}${sub(sql`resource`)}`,
    battle: sql`${columns('battle', sql`created_at`, sql`state`, none, none, sql`kind`, sql`id`, none)}
      from battles where player_id = ${playerId}${sub(sql`kind`)}`,
    'sign-in': sql`${columns('sign-in', sql`created_at`, none, none, none, sql`way`, sql`ip`, none, sql`user_agent`)}
      from player_sign_ins where player_id = ${playerId}${sub(sql`way`)}`,
    'message-deleted': sql`${columns('message-deleted', sql`deleted_at`, none, none, none, sql`room`, sql`id`, sql`deleted_by`)}
      from chat_messages where author_id = ${playerId} and deleted_at is not null${sub(sql`room`)}`,
    moderation: sql`${columns('moderation', sql`created_at`, none, none, none, sql`action`, sql`reason`, sql`actor_id`)}
      from staff_audit where target_id = ${playerId}${sub(sql`action`)}`,
  };
}

const toNumber = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * The player's history for staff (§7 `tech/player/{id}/log`): every ledger entry, battle, open
 * sign-in (when, the way, the address and the browser), chat message deleted and moderation entry,
 * newest first, a page at a time.
 */
export async function readPlayerLog(
  db: DbOrTx,
  params: {
    playerId: number;
    page: number;
    filter?: PlayerLogKind | undefined;
    subfilter?: string | undefined;
  },
): Promise<{ entries: PlayerLogEntryDto[]; hasMore: boolean }> {
  // The subfilter narrows the chosen kind; without a kind it has nothing to narrow.
  const chosen = params.filter
    ? [sourcesOf(params.playerId, params.subfilter)[params.filter]]
    : Object.values(sourcesOf(params.playerId, undefined));
  const union = sql.join(
    chosen.map((source) => sql`(${source})`),
    sql` union all `,
  );
  const result = await db.execute<LogRow>(
    sql`select * from (${union}) as log order by at desc
      limit ${PLAYER_LOG_PAGE_SIZE + 1} offset ${params.page * PLAYER_LOG_PAGE_SIZE}`,
  );
  const rows = (result as unknown as { rows: LogRow[] }).rows;
  return {
    entries: rows.slice(0, PLAYER_LOG_PAGE_SIZE).map((row) => ({
      kind: row.kind,
      at: new Date(row.at).getTime(),
      resource: row.resource,
      delta: toNumber(row.delta),
      balanceAfter: toNumber(row.balance_after),
      reason: row.reason,
      reference: row.reference,
      actorId: row.actor_id,
      detail: row.detail,
    })),
    hasMore: rows.length > PLAYER_LOG_PAGE_SIZE,
  };
}
