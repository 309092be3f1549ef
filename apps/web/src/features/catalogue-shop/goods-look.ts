import type { ShopGoodsDto } from '@rol/protocol/catalogue-shop-routes';
import { BALANCE_OF_KIND, RESOURCE_KINDS, type Balance, type ResourceKind } from '@rol/rules/content/resources';
import type { IconName } from '../../art/icons.ts';
import { CARD_ART, consumableArt } from '../../art/item-art.ts';
import { RESOURCE_ART } from '../../art/resource-art.ts';

export interface GoodsLook {
  icon: IconName;
  color: string;
  /** i18n key and values of the goods' name. */
  name: { key: string; values?: Record<string, unknown> };
}

const ARTIFACT_LOOK = { icon: 'gem-pendant', color: '#c58cff' } as const;

/** How one purchase's goods are drawn and named. */
export function goodsLook(goods: ShopGoodsDto): GoodsLook {
  switch (goods.kind) {
    case 'artifact':
      return { ...ARTIFACT_LOOK, name: { key: `names.artifact.${goods.artifactId}` } };
    case 'consumable':
      return {
        ...consumableArt(goods.consumableId),
        name: { key: 'catalogueShop.times', values: { item: `names.consumable.${goods.consumableId}`, count: goods.count } },
      };
    case 'card': {
      const art = Object.hasOwn(CARD_ART, goods.card) ? CARD_ART[goods.card as keyof typeof CARD_ART] : ARTIFACT_LOOK;
      return { ...art, name: { key: 'catalogueShop.times', values: { item: `names.card.${goods.card}`, count: goods.count } } };
    }
    case 'resources': {
      const kind = RESOURCE_KINDS.find((k) => (goods.amounts[k] ?? 0) > 0) ?? 'GOLD';
      return {
        icon: RESOURCE_ART[kind].icon,
        color: RESOURCE_ART[kind].color,
        // The resource's own name as the resource bar writes it ("Tickets ×1"), not the noun of a sentence.
        name: {
          key: 'catalogueShop.times',
          values: { item: `hud.resource.${BALANCE_OF_KIND[kind]}`, count: goods.amounts[kind] ?? 0 },
        },
      };
    }
  }
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The goods' name in the interface language ("Healing elixir ×3", "Tickets ×1", an amulet's name). */
export function goodsName(goods: ShopGoodsDto, t: Translate): string {
  const { key, values } = goodsLook(goods).name;
  return values ? t(key, { ...values, item: t(String(values['item'])) }) : t(key);
}

/** The resource kind a balance of a price is drawn as; null for the sides' points. */
export function kindOfBalance(balance: Balance): ResourceKind | null {
  return RESOURCE_KINDS.find((kind) => BALANCE_OF_KIND[kind] === balance) ?? null;
}

/** A side's points: the icon and colour the HUD shows them with. */
export const POINTS_LOOK: Partial<Record<Balance, { icon: IconName; color: string }>> = {
  goodPoints: { icon: 'spiked-halo', color: '#f6d98a' },
  evilPoints: { icon: 'devil-mask', color: '#ff6f6f' },
  goldenTickets: { icon: 'ticket', color: '#ffc933' },
};
