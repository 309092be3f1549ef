import type { platformsRu } from './platforms.ru.ts';
import type { Widen } from './messages-shape.ts';

/** English texts of the host platforms (mirrors `platforms.ru.ts`). */
export const platformsEn: Widen<typeof platformsRu> = {
  platformAccounts: {
    title: 'Choose an account',
    lead: 'You have played on this device with another Yandex account. Which hero do you continue with?',
    account: '{{nickname}}, level {{level}}',
    choose: 'Play as this one',
    keepNew: 'Start afresh with the new one',
  },
  platformGift: {
    title: 'A gift',
    text: '{{platform}} gives you {{gems}} emeralds! They are already in your purse.',
    platform: { foto: 'Fotostrana', mystore: 'VK Play' },
    thanks: 'Thank you!',
  },
};
