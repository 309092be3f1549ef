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
};
