import type { BalancesDto } from '@rol/protocol/balances-dto';
import type { ResourceAmounts } from '@rol/rules/content/resources';
import type { Tx } from '../db/database.ts';
import type { CreatureRow } from '../db/schema/creatures.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyAmounts, balancesOf, type BalancesAfter } from '../ledger/balances.ts';
import { loadHeroView, type HeroView } from './creature-view.ts';
import { findCreature } from './creature-queries.ts';
import { settleSteps } from './settle-steps.ts';
import type { HeroRows } from './hero-rows-query.ts';
import { refreshSquadPower, storeSquadPower } from './squad-power.ts';

export interface HeroAction {
  tx: Tx;
  /** The player's row, locked for the transaction. */
  player: PlayerRow;
  nowMs: number;
  now: Date;
  /**
   * The balances this action's ledger entries left (`applyHeroAmounts`): with the row locked, the
   * answer's balances are the locked row's with these, so it need not read the row again.
   */
  balancesAfter: BalancesAfter;
  /**
   * Set by `storeSquadAfter`: the action stored the squad's strength itself, from the heroes as its
   * writes left them, so `withHeroAction` does not read them again.
   */
  squadStored?: boolean;
}

/**
 * One action on the player's heroes (`who`: a player id, or the player an action route locked): one
 * transaction with the player's row locked (the player's hero actions run one after another, so
 * running steps are counted and cards and gems spent against the state the previous action left),
 * PLAYER_IN_BATTLE while a battle runs, and the steps completed by now settled before the action
 * looks at any hero. After the action the squad's strength is stored for the params rating.
 */
export async function withHeroAction<T>(
  ctx: AppContext,
  who: ActingPlayer,
  action: (a: HeroAction) => Promise<T>,
): Promise<T> {
  const nowMs = ctx.clock();
  const now = new Date(nowMs);
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    if (player.battleId !== null) throw new ApiError('PLAYER_IN_BATTLE', { battleId: player.battleId });
    await settleSteps(tx, player.id, nowMs);
    const hero: HeroAction = { tx, player, nowMs, now, balancesAfter: {} };
    const result = await action(hero);
    // The squad's strength for the params rating, as this action left it.
    if (!hero.squadStored) await refreshSquadPower(tx, player.id, now);
    return result;
  });
}

/**
 * Stores the squad's strength from `heroes`, the heroes as the action's writes leave them (read
 * before the writes and changed in memory), so the action sends it together with its own writes and
 * `withHeroAction` reads no heroes after it.
 */
export function storeSquadAfter(a: HeroAction, heroes: HeroRows): Promise<void> {
  a.squadStored = true;
  return storeSquadPower(a.tx, a.player.id, heroes, a.now);
}

/** Credits (sign 1) or debits (sign −1) resources for the action through the ledger (`applyAmounts`). */
export async function applyHeroAmounts(
  a: HeroAction,
  params: { amounts: ResourceAmounts; sign: 1 | -1; reason: string; reference: string },
): Promise<void> {
  Object.assign(a.balancesAfter, await applyAmounts(a.tx, { ...params, playerId: a.player.id, now: a.now }));
}

/** The player's hero `creatureId`, or CREATURE_NOT_FOUND (unknown, or another player's). */
export async function heroOf(a: HeroAction, creatureId: number): Promise<CreatureRow> {
  const row = await findCreature(a.tx, { playerId: a.player.id, creatureId });
  if (!row) throw new ApiError('CREATURE_NOT_FOUND', { creatureId });
  return row;
}

export interface HeroesAnswer {
  creatures: HeroView['creatures'];
  hammerDto: HeroView['hammerDto'];
  balances: BalancesDto;
}

/** What a hero action answers: the heroes it touched as they are now, the hammers and the balances. */
export async function heroesAnswer(a: HeroAction, creatureIds: readonly number[]): Promise<HeroesAnswer> {
  return heroesAnswerWithCards(a, creatureIds).then(({ creatures, hammerDto, balances }) => ({
    creatures,
    hammerDto,
    balances,
  }));
}

/** `heroesAnswer` with the cards the player holds now. */
export async function heroesAnswerWithCards(
  a: HeroAction,
  creatureIds: readonly number[],
): Promise<HeroesAnswer & { cardState: HeroView['cardState'] }> {
  const view = await loadHeroView(a.tx, a.player.id, a.nowMs, creatureIds);
  return { ...view, balances: balancesOf({ ...a.player, ...a.balancesAfter }) };
}
