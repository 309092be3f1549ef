import { parseCharacterChoice } from '@rol/rules/content/starters';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { createPlayer } from '../players/new-player.ts';
import { findPlayerById } from '../players/player-queries.ts';
import { createStarterSquad } from '../players/starter-squad.ts';
import { refreshSquadPower } from '../heroes/squad-power.ts';
import { countSignup } from './guest-limit.ts';
import { recordGameEvent } from '../progress/record-game-event.ts';
import { acceptedRef, recordReferral } from '../referral/referral.ts';

export interface TrialInput {
  characterAndCompanion?: string | undefined;
  domain?: string | undefined;
  sw?: number | undefined;
  sh?: number | undefined;
  cw?: number | undefined;
  ch?: number | undefined;
  frontVersion?: number | undefined;
  h_session?: string | undefined;
  ref?: string | undefined;
}

/**
 * §7 registerTrial: a TRIAL guest named `GuestNNNNN` with the registration info; with a valid
 * character choice it also gets its first squad (the character and the companion). At most
 * `config.guestSignups.max` guests start from one IP address within its window (429 GUEST_LIMIT).
 */
export async function registerTrial(
  ctx: AppContext,
  input: TrialInput,
  lang: 'RU' | 'EN',
  ip: string,
): Promise<PlayerRow> {
  const rawChoice = input.characterAndCompanion?.trim() ?? '';
  const choice = rawChoice === '' ? null : parseCharacterChoice(rawChoice);
  if (rawChoice !== '' && choice === null)
    throw new ApiError('CHARACTER_INVALID', { field: 'characterAndCompanion' });
  const now = new Date(ctx.clock());
  return ctx.db.transaction(async (tx) => {
    await countSignup(tx, 'guest', ip, now.getTime(), ctx.config.guestSignups);
    const player = await createPlayer(
      tx,
      {
        accessLevel: 'TRIAL',
        lang,
        domain: input.domain ?? null,
        screenWidth: input.sw ?? null,
        screenHeight: input.sh ?? null,
        canvasWidth: input.cw ?? null,
        canvasHeight: input.ch ?? null,
        frontVersion: input.frontVersion ?? null,
        hSession: input.h_session ?? null,
        ref: acceptedRef('own', input.ref),
      },
      { now, startingResources: ctx.config.startingResources, tutorial: ctx.config.tutorial },
    );
    if (player === null) throw new Error('a guest could not be created');
    await recordReferral(tx, player, input.ref, now);
    if (choice === null) return player;
    await createStarterSquad(tx, { playerId: player.id, choice, now });
    await refreshSquadPower(tx, player.id, now);
    await recordGameEvent(
      tx,
      { playerId: player.id, tutorialSteps: player.tutorialSteps },
      'CHARACTER_CHOSEN',
      1,
      now.getTime(),
    );
    return (await findPlayerById(tx, player.id)) ?? player;
  });
}
