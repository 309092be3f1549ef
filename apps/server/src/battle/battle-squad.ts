import type { HeroLoadout } from '@rol/rules/battle/combatants';
import { MAX_SQUAD } from '@rol/rules/battle/mob-battle';
import type { CreatureRow } from '../db/schema/creatures.ts';
import { heroMaxHealth } from '../heroes/creature-dto.ts';
import { heroLoadout } from '../heroes/hero-loadout.ts';
import { heroStates } from '../heroes/hero-state.ts';
import type { HeroRows } from '../heroes/hero-rows-query.ts';
import { ApiError } from '../http/api-error.ts';
import { recoveredHealth } from '../heroes/health-recovery.ts';

export interface SquadHero {
  row: CreatureRow;
  loadout: HeroLoadout;
  /** Health now, after the lazy +1/min recovery up to the hero's maximum with its forces and artifacts. */
  health: number;
}

/**
 * The heroes who go into battle, from the player's hero rows read in the battle's transaction after
 * the lock: the squad in slot order (at most MAX_SQUAD), alive now, each with its real loadout —
 * forces at their ranks and the hero's rank after the steps completed by now (applied as the hero
 * page applies them; the battle settles them in the database too), held artifacts, reforge and
 * exchange bonus. SQUAD_EMPTY without squad heroes, SQUAD_DEAD when every one is at 0 health.
 */
export function battleSquadOf({ rows, extras }: HeroRows, nowMs: number): SquadHero[] {
  const squad = heroStates(rows, extras, nowMs)
    .filter((h) => h.row.inSquad)
    .slice(0, MAX_SQUAD);
  if (squad.length === 0) throw new ApiError('SQUAD_EMPTY');
  const alive = squad
    .map((hero) => ({ hero, health: recoveredHealth(hero.row, heroMaxHealth(hero), nowMs, hero.set).health }))
    .filter((h) => h.health > 0);
  if (alive.length === 0) throw new ApiError('SQUAD_DEAD');
  return alive.map(({ hero, health }) => ({ row: hero.row, health, loadout: heroLoadout(hero) }));
}
