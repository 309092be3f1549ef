import { randomInt, randomUUID } from 'node:crypto';
import type { Tx } from '../db/database.ts';
import type { NewPlayerRow, PlayerRow } from '../db/schema/players.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { RESOURCES, type Resource } from '../ledger/resources.ts';
import { newPlayerTutorialSteps } from '../progress/tutorial-service.ts';
import { claimName } from './name-claim.ts';
import { nameSkeleton } from './name-skeleton.ts';
import { findPlayerById, insertPlayer } from './player-queries.ts';

export type NewPlayerValues = Omit<NewPlayerRow, 'id' | 'clientUuid' | 'createdAt' | 'nickname'> & {
  nickname?: string;
};

/** A guest name like `Guest12345`; longer numbers after repeated collisions. */
export function guestNickname(attempt: number): string {
  const digits = 5 + Math.floor(attempt / 3);
  return `Guest${randomInt(10 ** (digits - 1), 10 ** digits)}`;
}

const GUEST_NAME_ATTEMPTS = 12;

/**
 * Creates a player (a guest gets a free `GuestNNNNN` name; a chosen name is claimed: not reserved,
 * no look-alike) and credits the starting resources
 * through the ledger; with `tutorial` the player starts the first-steps tutorial. Returns null when
 * the given nickname is taken.
 */
export async function createPlayer(
  tx: Tx,
  values: NewPlayerValues,
  params: { now: Date; startingResources: Partial<Record<Resource, number>>; tutorial?: boolean },
): Promise<PlayerRow | null> {
  let created: PlayerRow | null = null;
  for (let attempt = 0; created === null; attempt += 1) {
    if (values.nickname === undefined && attempt >= GUEST_NAME_ATTEMPTS)
      throw new Error('no free guest name');
    if (values.nickname !== undefined && attempt > 0) return null;
    const nickname = values.nickname ?? guestNickname(attempt);
    created = await insertPlayer(tx, {
      ...values,
      nickname,
      nameSkeleton: values.nickname === undefined ? nameSkeleton(nickname) : await claimName(tx, nickname, null),
      clientUuid: randomUUID(),
      tutorialSteps: newPlayerTutorialSteps(params.tutorial ?? false),
      createdAt: params.now,
    });
  }
  for (const resource of RESOURCES) {
    const amount = params.startingResources[resource] ?? 0;
    if (amount > 0) {
      await applyLedger(tx, {
        playerId: created.id,
        resource,
        delta: amount,
        reason: 'starting-bonus',
        now: params.now,
      });
    }
  }
  return (await findPlayerById(tx, created.id)) ?? created;
}
