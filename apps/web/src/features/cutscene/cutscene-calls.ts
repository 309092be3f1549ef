import type { QueryClient } from '@tanstack/react-query';
import { markerAddRoute } from '@rol/protocol/marker-routes';
import { api } from '../../api/api.ts';
import { patchPlayer } from '../../api/player-cache.ts';
import { gameBus } from '../../events/game-events.ts';
import { cutsceneStore, type CutsceneOrigin } from '../../stores/cutscene-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { storyMarker } from './cutscene-trigger.ts';
import { STORY_PART_NUMBERS } from '../../game/cutscene/story-panels.ts';

/** Plays a story part's cutscene: the windows close and the Cutscene scene fades in. */
export function playCutscene(part: number, origin: CutsceneOrigin): void {
  if (!STORY_PART_NUMBERS.includes(part)) return;
  cutsceneStore.setState({ part, panel: 0, origin });
  useWindowStore.getState().closeAll();
  gameBus.emit('scene:start', { key: 'Cutscene', data: { part }, transition: 'black' });
}

/**
 * Ends the cutscene (its last panel, or Skip): the part is seen — the player's `story_part_N`
 * marker, stored on the server, so it never plays by itself again — and the road comes back. The
 * opening's road is the start sequence's to show (it follows `finished`).
 */
export function finishCutscene(client: QueryClient): void {
  const { part, origin, finished } = cutsceneStore.getState();
  if (part === null) return;
  cutsceneStore.setState({ part: null, panel: 0, finished: [...finished, part] });
  api
    .call(markerAddRoute, { body: { marker: storyMarker(part) } })
    .then((answer) => patchPlayer(client, { playerMarkers: answer.playerMarkers }))
    .catch((error: unknown) => console.warn(`story part ${part} not marked seen`, error));
  if (origin === 'road') gameBus.emit('scene:start', { key: 'Road', data: { firstStart: false }, transition: 'clouds' });
}
