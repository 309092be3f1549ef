import { useState } from 'react';
import type { ResourceKind } from '@rol/rules/content/resources';
import { ChestLoot } from './chest-loot.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playerInfoQuery } from '../../api/player-info.ts';
import { durationText } from '../../numbers/duration-text.ts';
import { amountsText } from '../../ui/amounts-text.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { PriceTag } from '../../ui/price-tag.tsx';
import { shortOf } from '../../ui/price.ts';
import { useShortfall } from '../../ui/use-shortfall.ts';
import { ShopFeedback } from '../../ui/shop-feedback.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useServerNow } from '../../ui/use-server-now.ts';
import { useDelayedChest, useDelayedChestActions } from './chests-api.ts';

/** The delayed chest's plate: bronze, bright on the dark plate (the parchment's ink would vanish there). */
const DELAYED_CHEST_COLOR = '#e0a95a';

/**
 * The delayed chest: its contents, the time until it opens (or a speed-up for gems), and the take once
 * open; taking it puts the next one on the clock.
 */
export function DelayedChestPanel() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const chest = useDelayedChest();
  const actions = useDelayedChestActions();
  const { data: info } = useQuery(playerInfoQuery);
  const now = useServerNow();
  const [notice, setNotice] = useState<string | null>(null);
  const [loot, setLoot] = useState<Partial<Record<ResourceKind, number>> | null>(null);
  const data = chest.data?.chest;
  const error = chest.error ?? actions.speedup.error ?? actions.take.error;
  const busy = actions.speedup.isPending || actions.take.isPending;
  const contents = (amounts: Record<string, number>) =>
    amountsText(amounts, (key, options) => t(key, options));
  // The server said when it opens; the clock here may pass it before the next answer.
  const ready = data ? data.ready || data.readyAt <= now : false;
  // Opening early is shown unpayable, with what is missing, before the press.
  const shortfall = useShortfall(data && !ready ? data.speedupPrice : null);

  return (
    <section className="chests__delayed" data-testid="delayed-chest" aria-labelledby="delayed-chest-title">
      <h3 id="delayed-chest-title">{t('chests.delayed.title')}</h3>
      {!data ? (
        chest.isPending ? (
          <p className="window__lead">{t('shop.loading')}</p>
        ) : null
      ) : (
        <div className="chests__row" data-ready={ready ? '1' : '0'}>
          <span className="item-plate chests__art" style={{ color: DELAYED_CHEST_COLOR }} aria-hidden="true">
            <Icon name={ready ? 'open-chest' : 'locked-chest'} size={34} />
          </span>
          <div className="chests__text">
            <strong>{t('chests.delayed.number', { number: data.number })}</strong>
            <span data-testid="delayed-chest-contents">{contents(data.amounts)}</span>
            <span className="chests__time" data-testid="delayed-chest-time">
              {ready
                ? t('chests.delayed.ready')
                : t('chests.delayed.opensIn', { time: durationText(data.readyAt - now, t) })}
            </span>
          </div>
          <div className="chests__action">
            {ready ? (
              <Button
                data-testid="delayed-chest-take"
                disabled={busy}
                onClick={() => {
                  setNotice(null);
                  setLoot(null);
                  actions.take.mutate(undefined, {
                    onSuccess: (answer) => {
                      setNotice(t('chests.delayed.taken', { contents: contents(answer.chest.amounts) }));
                      setLoot(answer.chest.amounts);
                    },
                  });
                }}
              >
                {t('chests.delayed.take')}
              </Button>
            ) : (
              <>
                <Button
                  data-testid="delayed-chest-speedup"
                  data-payable={shortfall.payable ? '1' : '0'}
                  disabled={busy || !shortfall.payable}
                  onClick={() => {
                    setNotice(null);
                    actions.speedup.mutate(undefined, { onSuccess: () => setNotice(t('chests.delayed.opened')) });
                  }}
                >
                  {t('chests.delayed.speedup')}
                  <PriceTag
                    price={data.speedupPrice}
                    short={info ? shortOf(data.speedupPrice, info.player) : []}
                  />
                </Button>
                {shortfall.text ? (
                  <span className="price-shortfall" data-testid="delayed-chest-shortfall">
                    {shortfall.text}
                  </span>
                ) : null}
              </>
            )}
          </div>
        </div>
      )}
      {loot ? <ChestLoot amounts={loot} testId="delayed-chest-loot" /> : null}
      <ShopFeedback
        note={notice}
        noteTestId="delayed-chest-notice"
        error={error ? failureText(error) : null}
      />
    </section>
  );
}
