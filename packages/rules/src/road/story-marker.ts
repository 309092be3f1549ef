/** What a story marker is read from: a place's payload (the rules' or the protocol's). */
export interface StoryPayload {
  type: string;
  scriptId?: string;
  talkerId?: string;
}

/**
 * The marker a read story leaves on the player: a script's own id, `talker_<id>` for a talker;
 * null for a place that tells no story. A story place whose marker the player holds is done (drawn
 * and labelled like a used place), wherever it was read from.
 */
export function storyMarkerOf(payload: StoryPayload): string | null {
  if (payload.type === 'SCRIPT' && payload.scriptId !== undefined) return payload.scriptId;
  if (payload.type === 'TALKER' && payload.talkerId !== undefined) return `talker_${payload.talkerId}`;
  return null;
}

/** Whether a place is a story the player has read (holds its marker). */
export function isStoryRead(payload: StoryPayload, markers: ReadonlySet<string>): boolean {
  const marker = storyMarkerOf(payload);
  return marker !== null && markers.has(marker);
}
