import { useEffect } from 'react';
import { gameBus } from '../../events/game-events.ts';
import { cutsceneStore } from '../../stores/cutscene-store.ts';
import { useGameStore } from '../../stores/game-store.ts';
import { playerStore } from '../../stores/player-store.ts';
import { playCutscene } from './cutscene-calls.ts';
import { partReached } from './cutscene-trigger.ts';

/**
 * Plays story cutscenes from the road: when asked (`cutscene:play`, the story place's Watch
 * button), and by itself when the squad first reaches the stair of a part not seen yet (parts 2
 * to 10; the opening, part 1, is the start sequence's).
 */
export function useCutsceneEntry(): void {
  useEffect(() => {
    const offPlay = gameBus.on('cutscene:play', ({ part }) => playCutscene(part, 'road'));
    let lastStair = playerStore.getState().info?.player.stair ?? null;
    const offStair = playerStore.subscribe(({ info }) => {
      const stair = info?.player.stair ?? null;
      const from = lastStair;
      lastStair = stair;
      if (!info || stair === null || from === null) return;
      if (useGameStore.getState().activeScene !== 'Road' || cutsceneStore.getState().part !== null) return;
      const part = partReached(info, from, stair, cutsceneStore.getState().finished);
      if (part !== null) playCutscene(part, 'road');
    });
    return () => {
      offPlay();
      offStair();
    };
  }, []);
}
