import { eq } from 'drizzle-orm';
import type { AccessLevel } from '@rol/rules/access-levels';
import { players } from '../../src/db/schema/players.ts';
import { staffAudit } from '../../src/db/schema/staff-audit.ts';
import type { TestApp } from '../test-app.ts';

let counter = 0;

/** A registered player given `level` straight in the database (as the operator's command would). */
export async function staffMember(t: TestApp, level: AccessLevel, prefix = 'crew') {
  counter += 1;
  const who = await t.player(
    `${prefix.slice(0, 5)}_${level.slice(0, 3)}_${counter}_${Math.floor(Math.random() * 1e5)}`,
  );
  await t.db.update(players).set({ accessLevel: level }).where(eq(players.id, who.playerId));
  return who;
}

export async function auditOf(t: TestApp, targetId: number) {
  return t.db.select().from(staffAudit).where(eq(staffAudit.targetId, targetId)).orderBy(staffAudit.id);
}
