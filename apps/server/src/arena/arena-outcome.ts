import { afterWin } from '@rol/rules/arena/opponents';
import type { Tx } from '../db/database.ts';
import type { BattleRow } from '../db/schema/battles.ts';
import { recordGameEvent } from '../progress/record-game-event.ts';
import { notifyArenaDefence } from '../notifications/game-event-notices.ts';
import { lockAttackPair, swapPositions, type LockedAttack } from './standing-queries.ts';
import type { SplitBattleKindOutcome } from '../battle/battle-kind-outcomes.ts';
import { together } from '../db/together.ts';
import { settleArenaAttack } from './attack-queries.ts';

/**
 * The ladder's part of `battle/complete` for an ARENA battle (in its transaction, the attacker's
 * row locked), in two steps (`SplitBattleKindOutcome`). `lock`, sent with the battle's settlement:
 * both standings are locked in player-id order and read as they are now — other attacks may have
 * moved either since the battle began. `apply`, sent with the battle's closing: a win swaps them
 * when the defender stands above (rules `afterWin`); a loss moves nothing. Either way the attack is
 * written to the history with both positions before and after, and a win counts for the tasks
 * (ARENA_WON) in the same transaction. Every change is a swap of two locked rows, so the positions
 * stay 1..N, each once, whatever runs at the same time on any node. None of it touches the
 * attacker's player row, which the battle's closing writes.
 */
export const arenaBattleOutcome: SplitBattleKindOutcome<LockedAttack | null> = {
  withClosing: true,
  lock: (tx, battle) => lockAttackPair(tx, battle.id),
  apply: (tx, battle, locked, won, now) => applyArenaOutcome(tx, battle, locked, won, now),
};

async function applyArenaOutcome(
  tx: Tx,
  battle: BattleRow,
  locked: LockedAttack | null,
  won: boolean,
  now: Date,
): Promise<void> {
  if (!locked) throw new Error(`arena battle ${battle.id} has no attack row`);
  const { attack } = locked;
  const attacker = locked.standings.get(attack.attackerId);
  const defender = locked.standings.get(attack.defenderId);
  if (!attacker || !defender) throw new Error(`arena standings of battle ${battle.id} vanished`);
  const after = won
    ? afterWin(attacker.position, defender.position)
    : { attacker: attacker.position, defender: defender.position };
  // The swap, the history's row, the task's progress and the defender's notice touch different rows
  // and need nothing from one another: they go out together.
  await together(
    after.attacker !== attacker.position ? swapPositions(tx, attacker, defender, now) : Promise.resolve(),
    settleArenaAttack(tx, attack.id, {
      attackerWon: won,
      attackerBefore: attacker.position,
      attackerAfter: after.attacker,
      defenderBefore: defender.position,
      defenderAfter: after.defender,
      settledAt: now,
    }),
    won
      ? recordGameEvent(tx, { playerId: attack.attackerId }, 'ARENA_WON', 1, now.getTime())
      : Promise.resolve(),
    notifyArenaDefence(tx, {
      battleId: battle.id,
      defenderId: attack.defenderId,
      attackerId: attack.attackerId,
      attackerName: attack.attackerName,
      attackerWon: won,
      position: after.defender,
      now,
    }),
  );
}
