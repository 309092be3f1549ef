import type { BattleKind } from '@rol/rules/battle/battle-types';
import type { Tx } from '../db/database.ts';
import type { BattleRow } from '../db/schema/battles.ts';

/** What `battle/complete` also settles for a kind of battle (the arena's ladder for ARENA), in its transaction. */
export type BattleKindOutcome = (tx: Tx, battle: BattleRow, won: boolean, now: Date) => Promise<void>;

const outcomes = new Map<BattleKind, BattleKindOutcome>();

/**
 * Registered once at start-up by the area that owns the kind (the arena plugin for ARENA), so the
 * battle folder stays below it. Registering a kind again replaces the function (the same one).
 */
export function registerBattleKindOutcome(kind: BattleKind, outcome: BattleKindOutcome): void {
  outcomes.set(kind, outcome);
}

export function battleKindOutcomeOf(kind: BattleKind): BattleKindOutcome | undefined {
  return outcomes.get(kind);
}
