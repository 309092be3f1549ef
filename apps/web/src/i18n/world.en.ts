import type { worldRu } from './world.ru.ts';
import type { Widen } from './messages-shape.ts';

/** English texts of the world around the road (mirrors `world.ru.ts`). */
export const worldEn: Widen<typeof worldRu> = {
  tasks: {
    open: 'Tasks',
    openComplete: 'Tasks: one is complete',
    title: 'Tasks',
    tabs: { scenario: 'Story', daily: 'Daily', side: 'Side', event: 'Events' },
    empty: {
      scenario: 'The story tasks are done. New chapters lie ahead!',
      daily: 'No daily tasks.',
      side: 'No side tasks.',
      event: 'No event is running now.',
    },
    goal: {
      CHARACTER_CHOSEN: 'Choose your hero',
      STAIR_REACHED: 'Reach stair {{total}}',
      RESOURCE_TAKEN: 'Take resources on the road: {{total}}',
      BATTLE_WON: 'Win battles: {{total}}',
      UPGRADE_STARTED: 'Start hero upgrades: {{total}}',
      UPGRADE_FINISHED: 'Finish hero upgrades: {{total}}',
      EVENT_CURRENCY_TAKEN: 'Collect the event currency: {{total}}',
      ARENA_WON: 'Win arena battles: {{total}}',
      CLAN_DONATION: 'Donate to the clan treasury: {{total}}',
    },
    reward: 'Reward: {{reward}}',
    take: 'Take',
    taken: 'Taken',
    renews: 'Renewed in {{time}}',
    endsIn: 'The event ends in {{time}}',
    next: 'Next: {{name}}, in {{time}}',
    loading: 'Loading the tasks…',
  },
  events: {
    name: {
      halloween: 'Halloween',
      september_cats: 'September cats',
      august_apples: 'August apples',
      birthday_hat: 'Birthday hat',
      ivan_kupala: 'Ivan Kupala',
      spring_season: 'Spring season',
      new_year: 'New Year',
    },
  },
  tutorial: {
    step: {
      CHOOSE_CHARACTER: 'Choose your hero and companion: they will walk the road with you.',
      WALK: 'Tap the road above your squad to walk on.',
      TAKE_RESOURCE: 'Walk up to a resource on the road and take it.',
      FIRST_BATTLE: 'A guard bars the way: tap it and win the battle.',
      FIRST_UPGRADE: 'Open your heroes and start studying a hero’s force.',
    },
    progress: 'First steps: {{done}} of {{total}}',
    skip: 'Skip the tutorial',
  },
};
