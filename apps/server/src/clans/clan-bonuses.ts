import { sql } from 'drizzle-orm';
import { buildingEffects } from '@rol/rules/clans/clan-buildings';
import type { Tx } from '../db/database.ts';
import { preparedSql } from '../db/prepared-query.ts';

/** The EXPERIENCE building's level (resolved at now) of the player's clan: 0 outside a clan. */
const experienceLevelOf = preparedSql(
  'clan_experience_level_of',
  sql`select coalesce(max(b.level + case when b.upgrade_ends_at <= ${sql.placeholder('now')}::timestamptz then 1 else 0 end), 0) as level
    from clan_members m join clan_buildings b on b.clan_id = m.clan_id and b.type = 'EXPERIENCE'
    where m.player_id = ${sql.placeholder('playerId')}::int`,
);

/** Battle experience with the clan's EXPERIENCE building bonus (+5 % a level, rounded down). */
export async function experienceWithClanBonus(tx: Tx, playerId: number, experience: number, now: Date): Promise<number> {
  if (experience <= 0) return experience;
  const [row] = await experienceLevelOf(tx, { playerId, now: now.toISOString() });
  const percent = buildingEffects({ EXPERIENCE: Number(row?.level ?? 0) }).experiencePercent;
  return Math.floor((experience * (100 + percent)) / 100);
}
