import { sql, type SQL } from 'drizzle-orm';
import { buildingEffects } from '@rol/rules/clans/clan-buildings';
import { clanBattleBonuses, type ClanBattleBonuses } from '@rol/rules/clans/clan-battle-bonuses';
import type { Tx } from '../db/database.ts';
import { preparedSql } from '../db/prepared-query.ts';
import { jsonValue } from '../db/json-rows.ts';

/**
 * SQL for the EXPERIENCE building's level (resolved at `now`) of the player's clan, 0 outside a
 * clan, for a statement that carries it with its own result (`battle/complete`'s settling).
 */
export const CLAN_EXPERIENCE_LEVEL = (playerId: SQL, now: SQL) =>
  sql`(select coalesce(max(b.level + case when b.upgrade_ends_at <= ${now} then 1 else 0 end), 0)
    from clan_members m join clan_buildings b on b.clan_id = m.clan_id and b.type = 'EXPERIENCE'
    where m.player_id = ${playerId})`;

/** Battle experience with the clan's EXPERIENCE building bonus (+5 % a level, rounded down). */
export function experienceWithClanBonus(experienceLevel: number, experience: number): number {
  if (experience <= 0) return experience;
  const percent = buildingEffects({ EXPERIENCE: experienceLevel }).experiencePercent;
  return Math.floor((experience * (100 + percent)) / 100);
}

/** The CLAN_SHIELD level (resolved at now) and the hall of fame forces of the player's clan: no row outside a clan. */
const battleBonusesOf = preparedSql(
  'clan_battle_bonuses_of',
  sql`select c.hall_attack, c.hall_defence, c.hall_health,
      coalesce((select b.level + case when b.upgrade_ends_at <= ${sql.placeholder('now')}::timestamptz then 1 else 0 end
        from clan_buildings b where b.clan_id = c.id and b.type = 'CLAN_SHIELD'), 0) as shield
    from clan_members m join clans c on c.id = m.clan_id
    where m.player_id = ${sql.placeholder('playerId')}::int`,
);

/**
 * What the player's clan adds to their heroes in battle (rules `clanBattleBonuses`): the shield's
 * health and the hall of fame's attack, defence and health; none outside a clan. Read in the battle's
 * transaction, so the bonuses are those of the moment the battle starts.
 */
export async function clanBattleBonusesOf(tx: Tx, playerId: number, now: Date): Promise<ClanBattleBonuses> {
  const [row] = await battleBonusesOf(tx, { playerId, now: now.toISOString() });
  return clanBattleBonuses(Number(row?.shield ?? 0), {
    ATTACK: Number(row?.hall_attack ?? 0),
    DEFENCE: Number(row?.hall_defence ?? 0),
    HEALTH: Number(row?.hall_health ?? 0),
  });
}

/**
 * SQL for the same as `clanBattleBonusesOf` reads, as a JSON object (null outside a clan), for a
 * statement that carries it with its own result (`battle/place/attack`'s reads).
 */
export const CLAN_BATTLE_BONUSES_JSON = (playerId: SQL, now: SQL) =>
  sql`(select json_build_object('hall_attack', c.hall_attack, 'hall_defence', c.hall_defence, 'hall_health', c.hall_health,
      'shield', coalesce((select b.level + case when b.upgrade_ends_at <= ${now} then 1 else 0 end
        from clan_buildings b where b.clan_id = c.id and b.type = 'CLAN_SHIELD'), 0))
    from clan_members m join clans c on c.id = m.clan_id
    where m.player_id = ${playerId})`;

/** The bonuses of a `CLAN_BATTLE_BONUSES_JSON` value. */
export function clanBattleBonusesFrom(json: unknown): ClanBattleBonuses {
  const row =
    json === null || json === undefined
      ? null
      : jsonValue<{ hall_attack: number; hall_defence: number; hall_health: number; shield: number }>(json as string);
  return clanBattleBonuses(Number(row?.shield ?? 0), {
    ATTACK: Number(row?.hall_attack ?? 0),
    DEFENCE: Number(row?.hall_defence ?? 0),
    HEALTH: Number(row?.hall_health ?? 0),
  });
}
