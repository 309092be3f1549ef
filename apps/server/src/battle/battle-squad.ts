import type { HeroLoadout } from '@rol/rules/battle/combatants';
import { MAX_SQUAD } from '@rol/rules/battle/mob-battle';
import type { DbOrTx } from '../db/database.ts';
import type { CreatureRow } from '../db/schema/creatures.ts';
import { heroMaxHealth } from '../heroes/creature-dto.ts';
import { loadHeroStates } from '../heroes/creature-view.ts';
import { heroLoadout } from '../heroes/hero-loadout.ts';
import { settleSteps } from '../heroes/settle-steps.ts';
import { ApiError } from '../http/api-error.ts';
import { recoveredHealth } from '../players/health-recovery.ts';

export interface SquadHero {
  row: CreatureRow;
  loadout: HeroLoadout;
  /** Health now, after the lazy +1/min recovery up to the hero's maximum with its forces and artifacts. */
  health: number;
}

/**
 * The heroes who go into battle: the squad in slot order (at most MAX_SQUAD), alive now, each with
 * its real loadout — forces at their ranks and the hero's rank after the steps completed by now
 * (settled first, so the battle and the hero page agree), held artifacts, reforge and exchange bonus.
 * SQUAD_EMPTY without squad heroes, SQUAD_DEAD when every one is at 0 health. Call it inside the
 * battle's transaction, after locking the player.
 */
export async function loadBattleSquad(db: DbOrTx, playerId: number, nowMs: number): Promise<SquadHero[]> {
  await settleSteps(db, playerId, nowMs);
  const squad = (await loadHeroStates(db, playerId, nowMs)).filter((h) => h.row.inSquad).slice(0, MAX_SQUAD);
  if (squad.length === 0) throw new ApiError('SQUAD_EMPTY');
  const alive = squad
    .map((hero) => ({ hero, health: recoveredHealth(hero.row, heroMaxHealth(hero), nowMs).health }))
    .filter((h) => h.health > 0);
  if (alive.length === 0) throw new ApiError('SQUAD_DEAD');
  return alive.map(({ hero, health }) => ({ row: hero.row, health, loadout: heroLoadout(hero) }));
}
