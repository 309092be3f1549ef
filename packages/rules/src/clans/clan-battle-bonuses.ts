import type { CombatantInit } from '../battle/battle-types.ts';
import { buildingEffects } from './clan-buildings.ts';
import { hallBonusPercent, type HallForce } from './clan-hall.ts';

/** What a clan adds to its members' heroes in every battle (road, arena, raid), in per cent. */
export interface ClanBattleBonuses {
  attackPercent: number;
  defencePercent: number;
  healthPercent: number;
}

export const NO_CLAN_BONUSES: ClanBattleBonuses = { attackPercent: 0, defencePercent: 0, healthPercent: 0 };

/**
 * The bonuses of a clan whose CLAN_SHIELD building stands at `shieldLevel` (+3 % health a level) and
 * whose hall of fame forces stand at `hall` (attack +2 %, defence +2 %, health +3 % a level).
 */
export function clanBattleBonuses(shieldLevel: number, hall: Record<HallForce, number>): ClanBattleBonuses {
  return {
    attackPercent: hallBonusPercent('ATTACK', hall.ATTACK),
    defencePercent: hallBonusPercent('DEFENCE', hall.DEFENCE),
    healthPercent: buildingEffects({ CLAN_SHIELD: shieldLevel }).shieldHealthPercent + hallBonusPercent('HEALTH', hall.HEALTH),
  };
}

const scaled = (value: number, percent: number) => Math.round((value * (100 + percent)) / 100);

/**
 * A hero's combatant with the clan's bonuses: attack, defence and maximum health raised by their per
 * cents (rounded); a hero entering wounded keeps the same share of its health (so a hero at full
 * road health enters at the raised maximum).
 */
export function withClanBonuses(hero: CombatantInit, bonuses: ClanBattleBonuses): CombatantInit {
  if (bonuses.attackPercent === 0 && bonuses.defencePercent === 0 && bonuses.healthPercent === 0) return hero;
  const out: CombatantInit = {
    ...hero,
    attack: scaled(hero.attack, bonuses.attackPercent),
    defence: scaled(hero.defence, bonuses.defencePercent),
    health: scaled(hero.health, bonuses.healthPercent),
  };
  if (hero.startHealth !== undefined) out.startHealth = scaled(hero.startHealth, bonuses.healthPercent);
  return out;
}
