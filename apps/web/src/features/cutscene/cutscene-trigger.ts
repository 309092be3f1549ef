import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { SCRIPTS, isScriptId } from '@rol/rules/content/story';

/** The marker a seen (finished or skipped) part leaves on the player, on the server. */
export function storyMarker(part: number): string {
  return `story_part_${part}`;
}

/** The part a story place (a SCRIPT place's script) tells; null for another script. */
export function partOfScript(scriptId: string): number | null {
  return isScriptId(scriptId) ? SCRIPTS[scriptId].part : null;
}

function seenParts(info: PlayerInfoDto, finished: readonly number[]): Set<number> {
  const seen = new Set(finished);
  for (const { playerMarker } of info.player.playerMarkers) {
    const match = /^story_part_(\d+)$/.exec(playerMarker);
    if (match) seen.add(Number(match[1]));
  }
  return seen;
}

/**
 * Part 1 opens the game: it plays before the first road of a new player whose first-steps
 * tutorial is running (heroes chosen, no battle), until it is seen.
 */
export function openingDue(info: PlayerInfoDto | null, finished: readonly number[]): boolean {
  if (!info) return false;
  const { player } = info;
  if (player.creatures.length === 0 || player.battleId !== null || player.tutorial.finished) return false;
  return !seenParts(info, finished).has(1);
}

/**
 * The part to play when the squad moves from stair `from` to stair `to`: of the parts 2 to 10 whose
 * stair was reached by this move (from < stair ≤ to) and not seen yet, the highest — a portal may
 * jump past several, and the story tells where the squad now stands. Null when none.
 */
export function partReached(info: PlayerInfoDto, from: number, to: number, finished: readonly number[]): number | null {
  if (to <= from) return null;
  const seen = seenParts(info, finished);
  let best: number | null = null;
  for (const { stair, part } of Object.values(SCRIPTS)) {
    if (part < 2 || seen.has(part) || stair <= from || stair > to) continue;
    if (best === null || part > best) best = part;
  }
  return best;
}
