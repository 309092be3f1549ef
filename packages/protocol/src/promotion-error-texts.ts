import type { ErrorCode } from './error-codes.ts';
import type { Lang } from './error-texts.ts';

/** Texts of the codes of the promotions: the delayed chest, the chests by gems spent, campaigns, offers. */
export const PROMOTION_ERROR_TEXTS = {
  DELAYED_CHEST_NONE: { ru: 'Сундука пока нет.', en: 'There is no chest yet.' },
  DELAYED_CHEST_NOT_READY: {
    ru: 'Сундук ещё не открылся: подождите или ускорьте его.',
    en: 'The chest has not opened yet: wait or speed it up.',
  },
  DELAYED_CHEST_READY: { ru: 'Сундук уже открыт: заберите его.', en: 'The chest is open already: take it.' },
  CHEST_LOCKED: {
    ru: 'Этот сундук откроется, когда вы потратите {{threshold}} изумрудов (потрачено {{spent}}).',
    en: 'This chest opens when you have spent {{threshold}} emeralds ({{spent}} spent).',
  },
  CHEST_ALREADY_OPENED: { ru: 'Этот сундук уже открыт.', en: 'This chest was opened already.' },
  CAMPAIGN_NOT_FOUND: { ru: 'Такой акции нет.', en: 'There is no such promotion.' },
  CAMPAIGN_NOT_RUNNING: { ru: 'Эта акция сейчас не идёт.', en: 'This promotion is not running now.' },
  OFFER_NOT_AVAILABLE: { ru: 'Это предложение вам сейчас недоступно.', en: 'This offer is not available to you now.' },
  DAILY_OK_TAKEN: {
    ru: 'Награда группы Одноклассников на сегодня уже получена.',
    en: "Today's reward of the OK group is taken already.",
  },
  DAILY_OK_NOT_MEMBER: {
    ru: 'Эта награда — для участников группы игры в Одноклассниках.',
    en: "This reward is for members of the game's OK group.",
  },
  NOT_ENOUGH_GOLDEN_TICKETS: { ru: 'Недостаточно золотых билетов.', en: 'Not enough golden tickets.' },
  PROMOTIONS_LOCKED: {
    ru: 'Акции, колесо фортуны и сундуки откроются с {{level}} уровня.',
    en: 'Promotions, the wheel of fortune and the chests open at level {{level}}.',
  },
} satisfies Partial<Record<ErrorCode, Record<Lang, string>>>;
