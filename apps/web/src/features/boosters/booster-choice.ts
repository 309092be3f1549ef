import type { ActiveBoosterDto } from '@rol/protocol/booster-routes';
import type { BoosterAction, BoosterId, BoosterSlot } from '@rol/rules/economy/boosters';

/**
 * What the boosters window offers for `boosterId` with `active` running now (the server's own rule,
 * economy/boosters `boosterAfter`): activate in a free slot, prolong the same booster, replace
 * another one of the slot.
 */
export function boosterChoice(
  boosterId: BoosterId,
  slot: BoosterSlot,
  active: readonly ActiveBoosterDto[],
  nowMs: number,
): { action: BoosterAction; running: ActiveBoosterDto | null } {
  const running = active.find((a) => a.slot === slot && a.endsAt > nowMs) ?? null;
  if (!running) return { action: 'activate', running: null };
  return { action: running.boosterId === boosterId ? 'prolong' : 'replace', running };
}
