import type { snowWorldRu } from './snow-world.ru.ts';
import type { Widen } from './messages-shape.ts';

/** English texts of the snow world (mirrors `snow-world.ru.ts`). */
export const snowWorldEn: Widen<typeof snowWorldRu> = {
  snowWorld: {
    open: 'Snow world',
    title: 'Snow world',
    loading: 'The blizzard clears…',
    about:
      'A faraway land of snow: {{stairs}} stairs of resources, chests and snow monsters. The pressure lasts {{steps}} steps: every climb, find and attack is one. When the pressure drops, the hero goes home.',
    enter: 'Set out',
    locked: "The snow world opens at level {{level}} or with the clan's Snow world building.",
    returning: 'Low pressure sent the hero home. Back in {{time}}.',
    steps: 'Pressure: {{left}} of {{total}} steps',
    chest: 'Chest: {{reward}}',
    monster: '{{names}} (lvl {{level}})',
    done: { RESOURCE: 'Taken', CHEST: 'Chest opened', MONSTER: 'Monsters beaten' },
    take: 'Take',
    attack: 'Fight',
    step: 'Climb',
    leave: 'Go home',
    walk: 'Into the snow world',
    backToRoad: 'To the road',
    stairOf: 'Stair {{stair}} of {{stairs}}.',
    summit: 'The top of the snow world: the way ends here.',
  },
};
