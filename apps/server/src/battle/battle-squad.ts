import type { HeroLoadout } from '@rol/rules/battle/combatants';
import { MAX_SQUAD } from '@rol/rules/battle/mob-battle';
import { isWarriorClass } from '@rol/rules/content/warrior-classes';
import type { DbOrTx } from '../db/database.ts';
import type { CreatureRow } from '../db/schema/creatures.ts';
import { ApiError } from '../http/api-error.ts';
import { recoveredHealth } from '../players/health-recovery.ts';
import { listCreatures } from '../players/player-queries.ts';

export interface SquadHero {
  row: CreatureRow;
  loadout: HeroLoadout;
  /** Health now, after the lazy +1/min recovery. */
  health: number;
}

/**
 * The heroes who go into battle: the squad in slot order (at most MAX_SQUAD), alive now. Forces,
 * artifacts and skills join the loadout with the heroes issue; today a hero fights on class stats,
 * level and rank. SQUAD_EMPTY without squad heroes, SQUAD_DEAD when every one is at 0 health.
 */
export async function loadBattleSquad(db: DbOrTx, playerId: number, nowMs: number): Promise<SquadHero[]> {
  const squad = (await listCreatures(db, playerId)).filter((c) => c.inSquad).slice(0, MAX_SQUAD);
  if (squad.length === 0) throw new ApiError('SQUAD_EMPTY');
  const alive = squad
    .map((row) => ({ row, health: recoveredHealth(row, nowMs).health }))
    .filter((h) => h.health > 0);
  if (alive.length === 0) throw new ApiError('SQUAD_DEAD');
  return alive.map(({ row, health }) => ({
    row,
    health,
    loadout: {
      id: row.id,
      warriorClass: isWarriorClass(row.warriorClass) ? row.warriorClass : 'human',
      imageId: row.imageId,
      level: row.level,
      rank: row.rank,
      forces: [],
      artifacts: [],
      skills: [],
    },
  }));
}
