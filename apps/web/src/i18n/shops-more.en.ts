import type { shopsMoreRu } from './shops-more.ru.ts';
import type { Widen } from './messages-shape.ts';

/** English texts of the amulet, portal and faction shops and the market (mirrors `shops-more.ru.ts`). */
export const shopsMoreEn: Widen<typeof shopsMoreRu> = {
  catalogueShop: {
    open: {
      amulet: 'Amulet shop',
      portal: 'Portal shop',
      faction: 'Faction shop',
      market: 'Market',
    },
    title: {
      amulet: 'Amulet shop',
      portal: 'Portal shop',
      faction: 'Faction shop',
      market: 'Market',
    },
    lead: {
      amulet: 'Amulets are artifacts with a special effect: Koschey, poison, resurrection, gorgon, fire, shadow, inkub, sukkub, witch. They cost emeralds and go to the storage.',
      portal: 'The far road’s amethysts and caviar buy resurrection, strong scrolls, cards and wheel tickets here.',
      faction: 'The side of good sells for good points what heals and guards; the side of evil, for evil points, what poisons and burns.',
      market: 'Resources traded at fixed rates. Trading back always pays less, and each lot has its own daily limit.',
    },
    locked: 'The shop opens at stair {{stair}}.',
    level: 'Level {{level}}',
    limit: 'Bought today: {{bought}}/{{limit}}',
    times: '{{item}} ×{{count}}',
    buy: 'Buy',
    soldOut: 'Done for today',
    bought: 'Bought: {{item}}.',
  },
  referral: {
    open: 'Invite friends',
    title: 'Invite friends',
    lead: 'Send a friend your code or link: they start the game with a gift, and you get emeralds.',
    link: 'Link for a friend',
    copy: 'Copy the link',
    share: 'Share',
    copied: 'The link is copied.',
    copyFailed: 'Could not copy: select the link and copy it yourself.',
    shareText: 'Play Road of Legends with me!',
    rule: {
      welcome: 'A friend who joins with your code gets {{amount}} emeralds.',
      invite: 'You get {{amount}} emeralds for each friend who reaches level {{level}}.',
      share: 'And {{amount}} emeralds more for each such friend in your clan.',
    },
    friends_one: '{{count}} friend joined.',
    friends_other: '{{count}} friends joined.',
    waiting: 'Waiting: {{amount}} emeralds.',
    take: 'Take',
    taken: 'Received {{amount}} emeralds.',
  },
  bonusStatus: {
    open: 'Bonus status',
    title: 'Bonus points status',
    lead: 'Every emerald bought earns {{points}} bonus point. Points add up for good and open a status.',
    tier: { silver: 'Silver', gold: 'Gold', brilliant: 'Brilliant' },
    from: 'From {{points}} points',
    pack: '+{{percent}}% emeralds on every pack',
    discount: '{{percent}}% off emerald prices in the shops',
    spins_one: '{{count}} extra wheel spin a day',
    spins_other: '{{count}} extra wheel spins a day',
    note: 'Points are earned by buying emeralds in the bank.',
  },
};
