import type { bankRu } from './bank.ru.ts';
import type { Widen } from './messages-shape.ts';

/** English texts of the bank of gems and the payments (mirrors `bank.ru.ts`). */
export const bankEn: Widen<typeof bankRu> = {
  bank: {
    title: 'Bank of emeralds',
    open: 'Bank of emeralds',
    lead: 'Emeralds buy heroes, speed-ups and rare goods. Choose a pack:',
    pack: '{{gems}} emeralds',
    bonus: '+{{bonus}} as a gift',
    campaignBonus: '+50 % now: +{{gems}}',
    sale: {
      running: 'Sale until {{to}} Moscow time: the {{gems}}-emerald pack gives +{{percent}} % emeralds!',
      next: 'Pack sale {{day}} at {{from}} Moscow time: the {{gems}}-emerald pack, +{{percent}} % emeralds.',
      today: 'today',
      tomorrow: 'tomorrow',
      badge: 'Sale +{{percent}} %: +{{extra}}',
    },
    wheelTickets_one: 'and {{count}} wheel ticket',
    wheelTickets_few: 'and {{count}} wheel tickets',
    wheelTickets_many: 'and {{count}} wheel tickets',
    wheelTickets_other: 'and {{count}} wheel tickets',
    buy: 'Buy for {{price}}',
    currency: {
      RUB: '{{amount}} ₽',
      USD: '${{amount}}',
      EUR: '€{{amount}}',
      XTR: '{{amount}} ⭐',
      VOTE_one: '{{amount}} vote',
      VOTE_few: '{{amount}} votes',
      VOTE_many: '{{amount}} votes',
      VOTE_other: '{{amount}} votes',
    },
    unavailable:
      'Emeralds can be bought in the game on its platforms: Telegram, Yandex Games, OK, VK and others.',
    notConfigured: 'Payments are not connected in this game yet: emeralds cannot be bought here for now. Emeralds are found on the road and earned as task rewards.',
    cancelled: 'The purchase was cancelled.',
    failed: 'The platform did not complete the purchase. Please try again later.',
    pending: 'The platform has not confirmed the payment yet. The emeralds arrive as soon as it does.',
    checkout: "Payment opens YooKassa's page: bank card, SBP, SberPay or YooMoney. After paying you return to the game.",
    credited: 'Emeralds credited: {{gems}}.',
    notice: {
      STARTED:
        'A payment for {{gems}} emeralds has started. They arrive as soon as the platform confirms it.',
      GEMS_GRANTED: 'A payment for {{gems}} emeralds is credited, but the emeralds are not received yet.',
      REFUNDED: 'A payment for {{gems}} emeralds was returned: {{reclaimed}} emeralds taken back.',
    },
    ad: {
      watch: 'Watch an ad: +{{gems}}',
      views: 'Ad views today: {{received}}/{{limit}} (with the wheel tickets)',
      ready: 'a reward is ready',
      wait: 'the next reward in a minute',
      none: "today's ad rewards are used up",
      unfinished: 'The ad was not watched to the end: no reward.',
      credited: 'Emeralds credited for the ad: {{gems}}.',
    },
    take: 'Receive',
    close: 'Close',
    offer: 'Not enough emeralds. You can buy them in the bank.',
    offerOpen: 'To the bank',
  },
};
