import { describe, expect, it } from 'vitest';
import { CATALOGUE_SHOPS, SHOPS } from '@rol/rules/economy/catalogue-shops';
import { MISSING_TEXT } from '../../i18n/i18n.ts';
import { bothLangsI18n } from '../../i18n/test-i18n.ts';
import { goodsName } from './goods-look.ts';

const ALL_OFFERS = CATALOGUE_SHOPS.flatMap((shop) => SHOPS[shop].offers);

describe('goodsName', () => {
  for (const lang of ['ru', 'en'] as const) {
    const i18n = bothLangsI18n(lang);
    const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options ?? {});

    it(`${lang}: resources are named as the resource bar names them, capitalised, with their count`, () => {
      expect(goodsName({ kind: 'resources', amounts: { TICKETS: 1 } }, t)).toBe(
        lang === 'ru' ? 'Билеты ×1' : 'Tickets ×1',
      );
      expect(goodsName({ kind: 'resources', amounts: { GOLD: 2000 } }, t)).toBe(
        lang === 'ru' ? 'Золото ×2000' : 'Gold ×2000',
      );
      expect(goodsName({ kind: 'resources', amounts: { CRYSTAL: 15 } }, t)).toBe(
        lang === 'ru' ? 'Кристаллы ×15' : 'Crystals ×15',
      );
    });

    it(`${lang}: every offer of every shop has a translated name that starts with a capital`, () => {
      for (const offer of ALL_OFFERS) {
        const name = goodsName(offer.goods, t);
        expect(name, offer.id).not.toContain(MISSING_TEXT);
        expect(name, offer.id).not.toMatch(/(^|[^.])(names|hud|catalogueShop)\./);
        const first = name.charAt(0);
        expect(first, `${offer.id}: ${name}`).toBe(first.toLocaleUpperCase(lang));
      }
    });
  }
});
