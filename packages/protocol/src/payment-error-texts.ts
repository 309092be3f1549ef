import type { ErrorCode } from './error-codes.ts';
import type { Lang } from './error-texts.ts';

/** Texts of the bank of gems and the platforms' payments (joined into `ERROR_TEXTS`). */
export const PAYMENT_ERROR_TEXTS = {
  PAYMENT_PRODUCT_UNKNOWN: { ru: 'Такого набора изумрудов нет.', en: 'There is no such emerald pack.' },
  PAYMENT_WRONG_PLATFORM: {
    ru: 'Эта покупка сделана на другой платформе.',
    en: 'This purchase was made on another platform.',
  },
  PAYMENT_AMOUNT_MISMATCH: {
    ru: 'Сумма платежа не совпадает с ценой набора.',
    en: 'The amount paid does not match the price of the pack.',
  },
  PAYMENT_NOT_CONFIGURED: {
    ru: 'Оплата на этом сервере пока не подключена: купить изумруды здесь нельзя.',
    en: 'Payments are not connected on this server yet: emeralds cannot be bought here.',
  },
  PAYMENT_ORDER_NOT_FOUND: { ru: 'Платёж не найден.', en: 'Payment not found.' },
  PAYMENT_NOT_PAID: {
    ru: 'Платёж ещё не подтверждён. Изумруды придут, как только он пройдёт.',
    en: 'The payment is not confirmed yet. The emeralds arrive as soon as it goes through.',
  },
  PAYMENT_PROVIDER_FAILED: {
    ru: 'Платёжная система не отвечает. Попробуйте позже.',
    en: 'The payment service does not answer. Try again later.',
  },
  PAYMENT_GIFT_TAKEN: { ru: 'Этот подарок уже получен.', en: 'This gift has already been received.' },
  PAYMENT_TEST_REFUSED: {
    ru: 'Тестовые платежи на этом сервере не засчитываются.',
    en: 'Test payments are not credited on this server.',
  },
  PAYMENT_METHOD_UNAVAILABLE: {
    ru: 'Здесь этот способ оплаты недоступен.',
    en: 'This payment method is not available here.',
  },
  AD_REWARD_UNAVAILABLE: {
    ru: 'Здесь нет рекламы за награду.',
    en: 'There are no rewarded ads here.',
  },
  AD_REWARD_LIMIT: {
    ru: 'Награды за рекламу на сегодня закончились. Приходите завтра.',
    en: "Today's ad rewards are used up. Come back tomorrow.",
  },
  AD_REWARD_TOO_SOON: {
    ru: 'Следующая награда за рекламу будет чуть позже.',
    en: 'The next ad reward comes a little later.',
  },
} satisfies Partial<Record<ErrorCode, Record<Lang, string>>>;
