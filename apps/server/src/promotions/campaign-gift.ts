import { boosterAfter, isActive } from '@rol/rules/economy/boosters';
import type { CampaignGift } from '@rol/rules/economy/campaigns';
import type { Tx } from '../db/database.ts';
import { insertArtifactItem } from '../artifacts/artifact-queries.ts';
import { loadBoosterSlots, storeBoosterWindow } from '../progress/booster-windows.ts';
import { applyAmounts, type BalancesAfter } from '../ledger/balances.ts';

/**
 * Credits a campaign's gift in the using transaction: resources through the ledger, artifacts into the
 * player's storage, the experience booster started (or prolonged by its duration when it runs).
 */
export async function creditCampaignGift(
  tx: Tx,
  params: { playerId: number; gift: CampaignGift; nowMs: number; reference: string },
): Promise<BalancesAfter> {
  const { playerId, gift, nowMs } = params;
  const now = new Date(nowMs);
  for (const artifact of gift.artifacts ?? [])
    await insertArtifactItem(tx, {
      playerId,
      artifactId: artifact.id,
      level: artifact.level,
      source: params.reference,
      acquiredAt: now,
    });
  if (gift.booster) {
    const current = (await loadBoosterSlots(tx, playerId)).experience;
    const next = boosterAfter(
      current,
      gift.booster,
      isActive(current, nowMs) ? 'prolong' : 'activate',
      nowMs,
    );
    if (!next.ok) throw new Error(`campaign booster refused: ${next.error}`);
    await storeBoosterWindow(tx, { playerId, slot: 'experience', window: next.window });
  }
  if (!gift.amounts) return {};
  return applyAmounts(tx, {
    playerId,
    amounts: gift.amounts,
    sign: 1,
    reason: 'campaign-gift',
    reference: params.reference,
    now,
  });
}
