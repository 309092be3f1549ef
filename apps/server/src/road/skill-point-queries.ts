import { eq } from 'drizzle-orm';
import { isSkillType, type SkillType } from '@rol/rules/content/skills';
import type { DbOrTx } from '../db/database.ts';
import { playerSkillPoints } from '../db/schema/player-skill-points.ts';
import { logProblemOnce } from '../problem-log.ts';

/**
 * The player's unspent skill points by skill type (types without points are left out). A stored type
 * the rules do not know is left out too, and logged (§8, once per type).
 */
export async function listSkillPoints(
  db: DbOrTx,
  playerId: number,
): Promise<Partial<Record<SkillType, number>>> {
  const rows = await db.select().from(playerSkillPoints).where(eq(playerSkillPoints.playerId, playerId));
  const known = rows.filter((r) => {
    if (isSkillType(r.skillType)) return true;
    logProblemOnce(`skill:${r.skillType}`, { skillType: r.skillType, playerId }, 'unknown skill type, left out');
    return false;
  });
  return Object.fromEntries(known.map((r) => [r.skillType, r.points]));
}
