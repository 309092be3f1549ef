import { count, eq } from 'drizzle-orm';
import { parseCharacterChoice } from '@rol/rules/content/starters';
import { creatures } from '../db/schema/creatures.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { lockPlayer } from '../http/acting-player.ts';
import { createStarterSquad } from './starter-squad.ts';
import { refreshSquadPower } from '../heroes/squad-power.ts';
import { recordGameEvent } from '../progress/record-game-event.ts';

/** §2 character selection for a player without heroes: creates the first squad. */
export async function chooseCharacter(ctx: AppContext, playerId: number, rawChoice: string): Promise<void> {
  const choice = parseCharacterChoice(rawChoice);
  if (choice === null) throw new ApiError('CHARACTER_INVALID', { field: 'characterAndCompanion' });
  const now = new Date(ctx.clock());
  try {
    await ctx.db.transaction(async (tx) => {
      const player = await lockPlayer(tx, playerId);
      const [owned] = await tx.select({ n: count() }).from(creatures).where(eq(creatures.playerId, playerId));
      if ((owned?.n ?? 0) > 0) throw new ApiError('CHARACTER_ALREADY_CHOSEN');
      await createStarterSquad(tx, { playerId, choice, now });
      // Every player is in the params rating from their first squad on.
      await refreshSquadPower(tx, playerId, now);
      const actor = { playerId, tutorialSteps: player?.tutorialSteps };
      await recordGameEvent(tx, actor, 'CHARACTER_CHOSEN', 1, now.getTime());
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('CHARACTER_ALREADY_CHOSEN');
    throw error;
  }
}
