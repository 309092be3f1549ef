import type { cutsceneRu } from './cutscene.ru.ts';
import type { Widen } from './messages-shape.ts';

/** English texts of the story cutscenes, the BootFix scene and the creature loading scene (mirrors `cutscene.ru.ts`). */
export const cutsceneEn: Widen<typeof cutsceneRu> = {
  cutscene: {
    part: 'Part {{part}}',
    title: {
      part1: 'The road calls',
      part2: 'The dark forest',
      part3: 'Tracks of the legions',
      part4: 'Giants of stone',
      part5: 'The hundredth stair',
      part6: 'The ring of frost',
      part7: 'Where legends begin',
      part8: 'The burning lands',
      part9: 'Above the clouds',
      part10: 'The last tale',
    },
    next: 'Next',
    onward: 'Onward!',
    skip: 'Skip',
    watch: 'Watch the tale',
  },
  bootFix: {
    title: 'Repairing the game',
    text: 'The game failed to start twice in a row. Clearing its old files and reloading it.',
    working: 'Repairing…',
    caches: 'Stores of old files cleared: {{count}}',
    worker: 'Offline helpers reset: {{count}}',
    reloadIn: 'Reloading in {{seconds}} s',
    reloadNow: 'Reload now',
  },
  creatureLoading: {
    text: 'The hero is coming…',
  },
};
