import { PROMOTIONS_LEVEL, promotionsOpen } from '@rol/rules/economy/promotions-gate';
import type { PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * Refuses a free promotion's action below the promotions' level (PROMOTIONS_LOCKED, 403, details.level).
 * Called first inside the action's transaction, on the locked row, so no ledger move comes before it.
 */
export function assertPromotionsOpen(player: Pick<PlayerRow, 'level'>): void {
  if (!promotionsOpen(player.level)) throw new ApiError('PROMOTIONS_LOCKED', { level: PROMOTIONS_LEVEL });
}
