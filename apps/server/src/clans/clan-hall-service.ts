import { eq } from 'drizzle-orm';
import { buildingEffects } from '@rol/rules/clans/clan-buildings';
import { HALL_FORCES, hallBonusPercent, hallImproveGears, hallLevelGears, type HallForce } from '@rol/rules/clans/clan-hall';
import { clans, type ClanRow } from '../db/schema/clans.ts';
import { applyClanLedger } from '../ledger/clan-ledger.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { clanAction, readMyClan, type ClanState } from './clan-context.ts';
import { clanError } from './clan-errors.ts';
import { logClanEvent } from './clan-log-queries.ts';
import type { AppContext } from '../http/app-context.ts';

const COLUMN = { ATTACK: 'hallAttack', DEFENCE: 'hallDefence', HEALTH: 'hallHealth' } as const satisfies Record<HallForce, keyof ClanRow>;

function hallOf(clan: ClanRow, state: ClanState) {
  const maxLevel = buildingEffects(state.levels).hallMaxLevel;
  return {
    gears: clan.gears,
    maxLevel,
    forces: HALL_FORCES.map((force) => {
      const level = clan[COLUMN[force]];
      return {
        force,
        level,
        percent: hallBonusPercent(force, level),
        nextLevelGears: level < maxLevel ? hallLevelGears(level + 1) : null,
      };
    }),
  };
}

export async function hallOptions(app: AppContext, playerId: number) {
  const { state } = await readMyClan(app, playerId);
  return hallOf(state.clan, state);
}

/** Raises a hall force to `toLevel` (IMPROVE_HALL), within the hall building's cap, paid with treasury gears. */
export function improveHall(app: AppContext, acting: ActingPlayer, force: HallForce, toLevel: number) {
  return clanAction(app, acting, 'IMPROVE_HALL', async ({ tx, player, now, state }) => {
    const { clan } = state;
    const maxLevel = buildingEffects(state.levels).hallMaxLevel;
    const current = clan[COLUMN[force]];
    if (toLevel <= current || toLevel > maxLevel) throw clanError('CLAN_HALL_LEVEL_INVALID', { max: maxLevel, current });
    const gears = hallImproveGears(current, toLevel);
    await applyClanLedger(tx, { clanId: clan.id, resource: 'gears', delta: -gears, reason: 'hall', playerId: player.id, now });
    const [after] = await tx.update(clans).set({ [COLUMN[force]]: toLevel }).where(eq(clans.id, clan.id)).returning();
    await logClanEvent(tx, { clanId: clan.id, event: 'HALL_IMPROVED', actorId: player.id, data: { force, toLevel, gears }, now });
    return hallOf(after!, state);
  });
}
