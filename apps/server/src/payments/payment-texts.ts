import type { Lang } from '@rol/protocol/error-texts';
import { playerLangOf } from '../accounts/player-lang.ts';

/**
 * The texts our payments hand to a platform, which shows them to the player (Telegram's invoice,
 * YooKassa's payment page): in the player's language, Russian or English.
 */

const GAME: Record<Lang, string> = { ru: 'Дорога Легенд', en: 'Road of Legends' };

/** "1 изумруд", "2 изумруда", "5 изумрудов"; "1 emerald", "5 emeralds". */
export function emeraldsText(gems: number, lang: Lang): string {
  if (lang === 'en') return `${gems} ${gems === 1 ? 'emerald' : 'emeralds'}`;
  const tens = gems % 100;
  const ones = gems % 10;
  const word =
    ones === 1 && tens !== 11
      ? 'изумруд'
      : ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)
        ? 'изумруда'
        : 'изумрудов';
  return `${gems} ${word}`;
}

/** The language of a request's `lang` field (`RU`, `en-GB`, …), else the player's own. */
export function paymentLang(requested: string | undefined, playerLang: 'RU' | 'EN'): Lang {
  return (playerLangOf(requested) ?? playerLang) === 'EN' ? 'en' : 'ru';
}

/** Telegram's invoice: title (at most 32 characters) and description. */
export function invoiceTexts(gems: number, lang: Lang): { title: string; description: string } {
  return { title: `${emeraldsText(gems, lang)} 💎`, description: `${emeraldsText(gems, lang)} · ${GAME[lang]}` };
}

/** What Telegram shows when it asks whether an order may still be paid and we say no. */
export function orderClosedText(lang: Lang): string {
  return lang === 'en' ? 'This order cannot be paid any more.' : 'Этот заказ больше нельзя оплатить.';
}

/** YooKassa's payment description (at most 128 characters), shown on its page and receipt. */
export function checkoutDescription(gems: number, orderId: number, lang: Lang): string {
  return lang === 'en'
    ? `${emeraldsText(gems, 'en')}, order ${orderId} · ${GAME.en}`
    : `${emeraldsText(gems, 'ru')}, заказ ${orderId} · ${GAME.ru}`;
}
