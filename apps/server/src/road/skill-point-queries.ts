import { eq } from 'drizzle-orm';
import type { SkillType } from '@rol/rules/content/skills';
import type { DbOrTx } from '../db/database.ts';
import { playerSkillPoints } from '../db/schema/player-skill-points.ts';

/** The player's unspent skill points by skill type (types without points are left out). */
export async function listSkillPoints(
  db: DbOrTx,
  playerId: number,
): Promise<Partial<Record<SkillType, number>>> {
  const rows = await db.select().from(playerSkillPoints).where(eq(playerSkillPoints.playerId, playerId));
  return Object.fromEntries(rows.map((r) => [r.skillType, r.points]));
}
