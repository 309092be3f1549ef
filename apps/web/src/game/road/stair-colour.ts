/**
 * §9 stair colour: a stair's number is green, yellow or red depending on where it lies against
 * the player's battleStair (the stair of the next guard not yet beaten, docs/architecture.md, "Game design baseline"):
 * - green: below battleStair — its guard is beaten, the road there is free;
 * - yellow: battleStair itself — the next fight stands there;
 * - red: above battleStair — out of reach until that fight is won.
 * The player's own stair plaque uses the same rule with the player's stair.
 */
export type StairColour = 'green' | 'yellow' | 'red';

export function stairColour(stair: number, battleStair: number): StairColour {
  if (stair < battleStair) return 'green';
  if (stair === battleStair) return 'yellow';
  return 'red';
}

/** The colours drawn for each (text fill, glow). */
export const STAIR_COLOURS: Record<StairColour, { text: string; glow: string }> = {
  green: { text: '#1f4a1c', glow: '#7fd36a' },
  yellow: { text: '#4a3506', glow: '#ffcf4a' },
  red: { text: '#5a1410', glow: '#ff5a44' },
};
