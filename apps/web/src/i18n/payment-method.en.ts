import type { Widen } from './messages-shape.ts';
import type { paymentMethodRu } from './payment-method.ru.ts';

/** English texts of the payment method in the settings (mirrors `payment-method.ru.ts`). */
export const paymentMethodEn: Widen<typeof paymentMethodRu> = {
  paymentMethod: {
    label: 'Payment method',
    name: {
      auto: 'Any',
      bank_card: 'Card',
      sbp: 'SBP',
      sberbank: 'SberPay',
      yoo_money: 'YooMoney',
    },
    hint: {
      auto: 'You choose the method on the YooKassa payment page.',
      bank_card: 'Pay by bank card on the YooKassa page.',
      sbp: "Pay through the Faster Payments System from your bank's app.",
      sberbank: 'Pay with SberPay.',
      yoo_money: 'Pay from a YooMoney wallet.',
    },
    platformOnly: 'Purchases go through the payments of {{platform}}.',
    platformName: {
      own: 'our site',
      mail: 'Mail.ru Games',
      ya: 'Yandex Games',
      tg: 'Telegram (Stars)',
      vk: 'VK (votes)',
      ok: 'OK (OKs)',
      mystore: 'VK Play',
      foto: 'Fotostrana',
      google: 'Google',
      exe: 'exe',
      crazygames: 'CrazyGames',
      gamedistrib: 'GameDistribution',
      beeline: 'Beeline',
      kong: 'Kongregate (kreds)',
      gp: 'GamePush',
      gp_partner: 'GamePush',
      gp_playdeck: 'PlayDeck',
      rustore: 'RuStore',
    },
  },
};
