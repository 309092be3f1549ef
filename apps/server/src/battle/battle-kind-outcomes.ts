import type { BattleKind } from '@rol/rules/battle/battle-types';
import type { Tx } from '../db/database.ts';
import type { BattleRow } from '../db/schema/battles.ts';

/** What `battle/complete` also settles for a kind of battle (a raid's damage), in its transaction. */
export type BattleKindOutcome = (tx: Tx, battle: BattleRow, won: boolean, now: Date) => Promise<void>;

/**
 * A kind's outcome in two steps, for a kind whose outcome touches none of the rows the battle's
 * closing writes (the player's row, the heroes, the road's places; the arena's ladder): `lock` is sent right after the battle's settlement, in its round trip, and
 * `apply` runs together with the battle's closing statements, so the outcome costs no round trip
 * of its own. `lock` must send its first statement at the call (a prepared statement), so it runs
 * after the settlement; should the settlement find the battle already settled, what it locked is
 * let go with the transaction's rollback.
 */
export interface SplitBattleKindOutcome<Locked> {
  lock(tx: Tx, battle: BattleRow): Promise<Locked>;
  apply(tx: Tx, battle: BattleRow, locked: Locked, won: boolean, now: Date): Promise<void>;
}

type AnyOutcome = BattleKindOutcome | SplitBattleKindOutcome<unknown>;

const outcomes = new Map<BattleKind, AnyOutcome>();

/**
 * Registered once at start-up by the area that owns the kind (the arena plugin for ARENA), so the
 * battle folder stays below it. Registering a kind again replaces the outcome (the same one).
 */
export function registerBattleKindOutcome<Locked>(
  kind: BattleKind,
  outcome: BattleKindOutcome | SplitBattleKindOutcome<Locked>,
): void {
  outcomes.set(kind, outcome as AnyOutcome);
}

/** The kind's outcome: `inTurn` runs after the settlement, on its own; `split` in two steps. */
export function battleKindOutcomeOf(kind: BattleKind): {
  inTurn: BattleKindOutcome | null;
  split: SplitBattleKindOutcome<unknown> | null;
} {
  const outcome = outcomes.get(kind);
  if (!outcome) return { inTurn: null, split: null };
  return typeof outcome === 'function' ? { inTurn: outcome, split: null } : { inTurn: null, split: outcome };
}
