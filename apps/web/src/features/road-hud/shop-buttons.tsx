import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROMOTIONS_LEVEL, promotionsOpen } from '@rol/rules/economy/promotions-gate';
import { playerInfoQuery } from '../../api/player-info.ts';
import type { IconName } from '../../art/icons.ts';
import { hudLayoutStore } from '../../stores/hud-layout-store.ts';
import { useWindowStore, type WindowName } from '../../stores/window-store.ts';
import { Icon } from '../../ui/icon.tsx';
import './shop-buttons.css';

/** A window of the column; `promotion`: a free promotion's, locked below the promotions' level. */
interface ShopButton {
  window: WindowName;
  icon: IconName;
  label: string;
  promotion?: true;
}

const BUTTONS: readonly ShopButton[] = [
  { window: 'hero-shop', icon: 'knight-banner', label: 'shop.open.heroShop' },
  { window: 'goods-shop', icon: 'shop', label: 'shop.open.goodsShop' },
  { window: 'backpack', icon: 'knapsack', label: 'shop.open.backpack' },
  { window: 'forge', icon: 'anvil-impact', label: 'shop.open.forge' },
  { window: 'boosters', icon: 'upgrade', label: 'boosters.open' },
  { window: 'wheel', icon: 'star-formation', label: 'wheel.open', promotion: true },
  { window: 'amulet-shop', icon: 'gem-pendant', label: 'catalogueShop.open.amulet' },
  { window: 'portal-shop', icon: 'magic-portal', label: 'catalogueShop.open.portal' },
  { window: 'faction-shop', icon: 'swords-emblem', label: 'catalogueShop.open.faction' },
  { window: 'market', icon: 'shop', label: 'catalogueShop.open.market' },
  { window: 'referral', icon: 'conversation', label: 'referral.open' },
  { window: 'bonus-status', icon: 'star-medal', label: 'bonusStatus.open' },
  { window: 'chests', icon: 'locked-chest', label: 'chests.open', promotion: true },
  { window: 'campaigns', icon: 'present', label: 'campaigns.open', promotion: true },
  { window: 'offers', icon: 'star-formation', label: 'offers.open' },
];

/** How many windows the column holds (its height decides whether it folds). */
export const SHOP_BUTTON_COUNT = BUTTONS.length;

/** Whether an offer is made and not seen yet: it marks the offers button (the window marks it seen). */
function useNewOffer(): boolean {
  const { data: info } = useQuery(playerInfoQuery);
  return info?.player.offers.some((offer) => !offer.seen) ?? false;
}

/** Whether the player's level keeps the free promotions' windows locked (the server refuses their actions). */
function usePromotionsLocked(): boolean {
  const { data: info } = useQuery(playerInfoQuery);
  return info ? !promotionsOpen(info.player.level) : false;
}

const isLocked = (button: ShopButton, promotionsLocked: boolean) => button.promotion === true && promotionsLocked;

/** The road HUD's column of the shops and gear windows: heroes, goods, backpack (§9 from stair 1), forge and the economy's. */
export function ShopButtons() {
  const { t } = useTranslation();
  const openWindow = useWindowStore((s) => s.open);
  const newOffer = useNewOffer();
  const promotionsLocked = usePromotionsLocked();
  const [hint, setHint] = useState<WindowName | null>(null);
  useEffect(() => {
    if (hint === null) return;
    const timer = setTimeout(() => setHint(null), 2_500);
    return () => clearTimeout(timer);
  }, [hint]);
  return (
    <nav className="hud-shops" aria-label={t('shop.open.label')}>
      {BUTTONS.map((button) => {
        const locked = isLocked(button, promotionsLocked);
        const hintText = t('promotionsLock.hint', { name: t(button.label), level: PROMOTIONS_LEVEL });
        return (
          <button
            key={button.window}
            type="button"
            className={`hud-shops__button${button.window === 'offers' && newOffer ? ' hud-shops__button--new' : ''}${locked ? ' hud-shops__button--locked' : ''}`}
            data-testid={`open-${button.window}`}
            data-new={button.window === 'offers' && newOffer ? '1' : undefined}
            data-locked={locked ? '1' : undefined}
            onClick={() => (locked ? setHint(button.window) : openWindow(button.window))}
            aria-label={locked ? hintText : t(button.label)}
            title={locked ? hintText : t(button.label)}
          >
            <Icon name={button.icon} size={24} />
            {locked ? (
              <span className="hud-shops__lock" aria-hidden="true">
                <Icon name="padlock" size={14} />
              </span>
            ) : null}
            {hint === button.window ? (
              <span className="hud-shops__hint" role="status" data-testid={`${button.window}-locked-hint`}>
                {hintText}
              </span>
            ) : null}
          </button>
        );
      })}
    </nav>
  );
}

/**
 * The same windows behind one button of the HUD's top bar (`shopsFolded`: where a column would
 * stand over the road's places); the list opens below the bar and closes on a choice, Escape or a
 * tap elsewhere.
 */
export function ShopMenu() {
  const { t } = useTranslation();
  const openWindow = useWindowStore((s) => s.open);
  const [open, setOpen] = useState(false);
  const newOffer = useNewOffer();
  const promotionsLocked = usePromotionsLocked();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // While the list is open, notes drawn over the road (the tutorial's) step aside so they never hide it.
  useEffect(() => {
    hudLayoutStore.setState({ menuOpen: open });
    return () => hudLayoutStore.setState({ menuOpen: false });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="hud-shop-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className={`hud-shops__button hud-shop-menu__toggle${open ? ' hud-shop-menu__toggle--open' : ''}${newOffer ? ' hud-shops__button--new' : ''}`}
        data-testid="open-shops"
        data-new={newOffer ? '1' : undefined}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('shop.open.label')}
        title={t('shop.open.label')}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name="shop" size={24} />
      </button>
      {open ? (
        <nav
          id={listId}
          className="hud-shop-menu__list"
          data-testid="shops-menu"
          aria-label={t('shop.open.label')}
        >
          {BUTTONS.map((button) => {
            const locked = isLocked(button, promotionsLocked);
            return (
              <button
                key={button.window}
                type="button"
                className={`hud-shop-menu__item${button.window === 'offers' && newOffer ? ' hud-shop-menu__item--new' : ''}${locked ? ' hud-shop-menu__item--locked' : ''}`}
                data-testid={`open-${button.window}`}
                data-new={button.window === 'offers' && newOffer ? '1' : undefined}
                data-locked={locked ? '1' : undefined}
                aria-disabled={locked ? true : undefined}
                onClick={() => {
                  // A locked window only says when it opens (the line under its name); the list stays.
                  if (locked) return;
                  setOpen(false);
                  openWindow(button.window);
                }}
              >
                <span className="hud-shop-menu__icon" aria-hidden="true">
                  <Icon name={locked ? 'padlock' : button.icon} size={22} />
                </span>
                <span className="hud-shop-menu__name">
                  {t(button.label)}
                  {locked ? (
                    <small className="hud-shop-menu__lock" data-testid={`${button.window}-locked-note`}>
                      {t('promotionsLock.fromLevel', { level: PROMOTIONS_LEVEL })}
                    </small>
                  ) : null}
                </span>
              </button>
            );
          })}
        </nav>
      ) : null}
    </div>
  );
}
