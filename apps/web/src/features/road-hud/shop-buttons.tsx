import { useTranslation } from 'react-i18next';
import type { IconName } from '../../art/icons.ts';
import { useWindowStore, type WindowName } from '../../stores/window-store.ts';
import { Icon } from '../../ui/icon.tsx';
import './shop-buttons.css';

const BUTTONS: readonly { window: WindowName; icon: IconName; label: string }[] = [
  { window: 'hero-shop', icon: 'knight-banner', label: 'shop.open.heroShop' },
  { window: 'goods-shop', icon: 'shop', label: 'shop.open.goodsShop' },
  { window: 'backpack', icon: 'knapsack', label: 'shop.open.backpack' },
  { window: 'forge', icon: 'anvil-impact', label: 'shop.open.forge' },
];

/** The road HUD's column of the heroes issue's windows: hero shop, goods shop, backpack (§9 from stair 1), forge. */
export function ShopButtons() {
  const { t } = useTranslation();
  const openWindow = useWindowStore((s) => s.open);
  return (
    <nav className="hud-shops" aria-label={t('shop.open.label')}>
      {BUTTONS.map((button) => (
        <button
          key={button.window}
          type="button"
          className="hud-shops__button"
          data-testid={`open-${button.window}`}
          onClick={() => openWindow(button.window)}
          aria-label={t(button.label)}
          title={t(button.label)}
        >
          <Icon name={button.icon} size={24} />
        </button>
      ))}
    </nav>
  );
}
