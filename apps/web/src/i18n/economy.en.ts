import type { economyRu } from './economy.ru.ts';
import type { Widen } from './messages-shape.ts';

/** English texts of the economy (mirrors `economy.ru.ts`). */
export const economyEn: Widen<typeof economyRu> = {
  boosters: {
    open: 'Boosters',
    title: 'Boosters and sets',
    lead: 'The experience booster and the sets work by themselves and end on time. One set runs at a time, the experience booster beside it.',
    name: {
      experience: 'Experience booster',
      silver: 'Silver set',
      gold: 'Gold set',
      platinum: 'Platinum set',
    },
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    effect: {
      experience: 'experience +{{percent}}%',
      healthPerLevel: 'health per level +{{percent}}%',
      regeneration: 'recovery ×{{times}}',
    },
    left: 'Left: {{time}}',
    action: { activate: 'Activate', prolong: 'Prolong', replace: 'Replace' },
    done: {
      activate: '{{name}}: activated.',
      prolong: '{{name}}: prolonged.',
      replace: '{{name}}: replaced the previous set.',
    },
  },
  wheel: {
    open: 'Wheel of fortune',
    title: 'Wheel of fortune',
    tickets: 'Ad views today: {{received}}/{{limit}} (with the bank’s emeralds)',
    held_one: 'you hold {{count}} ticket',
    held_other: 'you hold {{count}} tickets',
    spinFree: 'Spin for free',
    extraSpins: 'Bonus status spins today: {{used}}/{{limit}}',
    spin: 'Spin',
    ad: 'A ticket for an ad',
    adThanks: 'Thank you! A ticket is yours.',
    adUnfinished: 'The ad was not watched to the end: no ticket.',
    adWait: 'The next ad in a minute',
    won: 'You won: {{prize}}',
    take: 'Take',
    taken: 'Taken: {{prize}}',
    chooseHero: 'To hero:',
    prize: {
      hero: 'a hero +{{attack}} attack, +{{defence}} defence, +{{health}} health',
      booster: 'an experience booster for 8 hours',
    },
  },
};
