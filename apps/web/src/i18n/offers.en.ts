import type { Widen } from './messages-shape.ts';
import type { offersRu } from './offers.ru.ts';

/** English texts of the offers (mirrors `offers.ru.ts`). */
export const offersEn: Widen<typeof offersRu> = {
  offers: {
    open: 'Offers',
    title: 'Offers',
    none: 'No offers right now.',
    endsIn: '{{time}} left',
    chooseHero: 'Choose a hero',
    buy: 'Buy',
    toBank: 'To the bank',
    bought: 'The hero is in your squad.',
    popup: {
      new: 'New offer',
      discount: '−{{percent}}%',
      multiplier: 'Emeralds ×{{multiplier}}',
      look: 'Look',
    },
    kind: {
      FIRST_HERO: 'First hero',
      DRAGON_DISCOUNT: 'Dragon discount',
      GEMS_X2: 'Emeralds ×2',
      MYTH_DISCOUNT: 'Myth discount',
    },
    text: {
      FIRST_HERO: 'A legendary hero of your choice for emeralds, even before stair 30. Once only.',
      DRAGON_DISCOUNT: 'A dragon at half price — today only.',
      GEMS_X2: 'Your first emerald purchase gives {{multiplier}} times as many.',
      MYTH_DISCOUNT: 'A mythical hero of your choice at half price — today only.',
    },
  },
};
