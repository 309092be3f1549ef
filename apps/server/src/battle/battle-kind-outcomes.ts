import type { BattleKind } from '@rol/rules/battle/battle-types';
import type { Tx } from '../db/database.ts';
import type { BattleRow } from '../db/schema/battles.ts';

/** What `battle/complete` also settles for a kind of battle (the snow world's), in its transaction. */
export type BattleKindOutcome = (tx: Tx, battle: BattleRow, won: boolean, now: Date) => Promise<void>;

/**
 * A kind's outcome in two steps. `lock` is sent right after the battle's settlement, in its round
 * trip: it must send its statements at the call (prepared statements), so they run after the
 * settlement, in order; should the settlement find the battle already settled, what they locked is
 * let go with the transaction's rollback. `apply` then runs on its own before the battle's closing,
 * or, `withClosing`, together with the closing's statements: only for an outcome that touches none
 * of the rows the closing writes (the player's row, the heroes, the road's places; the arena's
 * ladder), so it costs no round trip of its own.
 */
export interface SplitBattleKindOutcome<Locked> {
  lock(tx: Tx, battle: BattleRow): Promise<Locked>;
  apply(tx: Tx, battle: BattleRow, locked: Locked, won: boolean, now: Date): Promise<void>;
  withClosing: boolean;
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
