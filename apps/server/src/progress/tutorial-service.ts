import { eq } from 'drizzle-orm';
import type { TutorialDto } from '@rol/protocol/task-dto';
import {
  isTutorialFinished,
  nextTutorialStep,
  TUTORIAL_FINISHED,
  tutorialStepsDone,
  type TutorialBlockedFeature,
} from '@rol/rules/world/tutorial';
import { players, type PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';

export function tutorialDtoOf(mask: number): TutorialDto {
  return { done: tutorialStepsDone(mask), next: nextTutorialStep(mask), finished: isTutorialFinished(mask) };
}

/** §8: a feature outside the first-steps tutorial is refused until the tutorial is finished (TUTORIAL_NOT_FINISHED). */
export function assertTutorialAllows(player: Pick<PlayerRow, 'tutorialSteps'>, feature: TutorialBlockedFeature): void {
  if (!isTutorialFinished(player.tutorialSteps))
    throw new ApiError('TUTORIAL_NOT_FINISHED', { feature, next: nextTutorialStep(player.tutorialSteps) });
}

/** The tutorial steps a new player starts with: none when the server runs the tutorial, else all. */
export function newPlayerTutorialSteps(tutorialOn: boolean): number {
  return tutorialOn ? 0 : TUTORIAL_FINISHED;
}

/** `tutorial/skip`: every step done. */
export async function skipTutorial(ctx: AppContext, who: ActingPlayer): Promise<TutorialDto> {
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    if (!isTutorialFinished(player.tutorialSteps))
      await tx.update(players).set({ tutorialSteps: TUTORIAL_FINISHED }).where(eq(players.id, player.id));
    return tutorialDtoOf(TUTORIAL_FINISHED);
  });
}
