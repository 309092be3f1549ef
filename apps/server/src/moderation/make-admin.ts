import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { players } from '../db/schema/players.ts';
import { recordStaffAction } from './audit-queries.ts';

export type MakeAdminResult =
  | { ok: true; playerId: number; nickname: string; from: string }
  | { ok: false; problem: 'not-found' | 'guest' | 'already'; nickname?: string };

/**
 * The operator's way to the first administrator (`npm run make-admin -- <name or id>`): the
 * registered player named (or with that id) becomes ADMIN; a guest cannot (no account to sign in
 * with again), a GOD or an ADMIN stays as they are. Recorded in the audit trail with no actor.
 */
export async function makeAdministrator(db: Db, nameOrId: string, nowMs: number): Promise<MakeAdminResult> {
  const key = nameOrId.trim();
  return db.transaction(async (tx) => {
    const [player] = await tx
      .select()
      .from(players)
      .where(
        /^\d{1,9}$/.test(key) ? eq(players.id, Number(key)) : sql`lower(${players.nickname}) = lower(${key})`,
      )
      .for('update');
    if (!player) return { ok: false, problem: 'not-found' } as const;
    if (player.accessLevel === 'TRIAL')
      return { ok: false, problem: 'guest', nickname: player.nickname } as const;
    if (player.accessLevel === 'ADMIN' || player.accessLevel === 'GOD')
      return { ok: false, problem: 'already', nickname: player.nickname } as const;
    await tx.update(players).set({ accessLevel: 'ADMIN' }).where(eq(players.id, player.id));
    await recordStaffAction(tx, {
      actorId: null,
      targetId: player.id,
      action: 'MAKE_ADMIN',
      details: { from: player.accessLevel },
      now: new Date(nowMs),
    });
    return { ok: true, playerId: player.id, nickname: player.nickname, from: player.accessLevel } as const;
  });
}
