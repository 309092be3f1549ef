import type { Widen } from './messages-shape.ts';
import type { firstStepsRu } from './first-steps.ru.ts';

/** English texts a newcomer meets first: resource names and sources, what a price lacks, load failures (spread into `en.ts`). */
export const firstStepsEn: Widen<typeof firstStepsRu> = {
  firstSteps: {
    resources: {
      more: 'All resources',
      moreCount: '{{count}} more',
      close: 'Fold',
      title: 'Resources',
      source: {
        gold: "Lies on the stairs and is won by beating guards; pays for ranks, forces and new heroes.",
        mithril: "Emeralds are a rare find on the road and a task reward; they finish upgrades at once and pay for portals.",
        crystal: "Crystals lie on the road and in mines and come from tasks and the arena; high ranks, elite forces and strong heroes need them.",
        elixir: "Elixir lies on the road and in mines; it restores the squad's health.",
        sulfur: "Amethysts start to turn up on the road from stair 30.",
        caviar: "Caviar starts to turn up on the road from stair 100.",
        tickets: "Tickets now and then lie on the road and come with arena league rewards; arena fights cost them.",
        goodPoints: "Good points are the score of the side of good; the event that gives them says what for.",
        evilPoints: "Evil points are the score of the side of evil; the event that gives them says what for.",
        eventCurrency: "Pumpkins now and then lie on the road; they hire the heroes of the Ark.",
        orderPoints: "Order points come with the day's task of gifts to your clan; the clan shop sells for them.",
        shadowPoints: "Shadow points come with the day's task of 20 battles won; the faction shop's side of shadow sells for them.",
        cups: "Cups come with the day's task of 3 arena wins; the market trades them for tickets.",
      },
    },
    chatMeanwhile_one: 'You are level {{level}}: {{count}} level to go. Meanwhile read the chat and climb the road: beating guards gives experience.',
    chatMeanwhile_other: 'You are level {{level}}: {{count}} levels to go. Meanwhile read the chat and climb the road: beating guards gives experience.',
    shortfall: 'Missing: {{missing}}',
    chunkFailed: {
      title: 'Part of the game did not load',
      text: 'The connection dropped while part of the game was loading. Reload the page: your progress is kept on the server.',
    },
    groupStrength: 'Group strength says how much stronger these guards are than the usual monsters of this stair: 1 is usual, above 1 is stronger.',
  },
};
