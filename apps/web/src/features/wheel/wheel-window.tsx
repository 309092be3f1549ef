import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WheelPrizeDto } from '@rol/protocol/wheel-routes';
import { playerInfoQuery } from '../../api/player-info.ts';
import { usePlatformStore } from '../../platforms/platform-store.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { amountsText } from '../../ui/amounts-text.ts';
import { Button } from '../../ui/form-controls.tsx';
import { PriceTag } from '../../ui/price-tag.tsx';
import { ShopFeedback } from '../../ui/shop-feedback.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useHeroName } from '../../ui/use-hero-name.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { WheelDisc } from './wheel-disc.tsx';
import { spinRotation } from './wheel-angle.ts';
import { useWheelActions, useWheelStatus } from './wheel-api.ts';
import './wheel.css';

type Translate = (key: string, params: Record<string, unknown>) => string;

export function prizeText(prize: WheelPrizeDto, t: Translate): string {
  if (prize.kind === 'resources' && prize.amounts)
    return amountsText(prize.amounts, (key, options) => t(key, options));
  if (prize.kind === 'hero' && prize.heroBonus) return t('wheel.prize.hero', { ...prize.heroBonus });
  return t('wheel.prize.booster', {});
}

/**
 * The wheel of fortune: the prize table round the wheel with each chance, the day's free spin (and
 * the bonus status's extra spins, used/limit) or a ticket; where the platform shows rewarded ads, a
 * ticket for an ad played by the platform's SDK (claimed only when it says the ad was watched to the
 * end) and the day's ad views received/limit, a budget the bank's ad reward shares. A spin turns the
 * wheel onto the sector the server drew, then the prize is taken (a hero's prize to the hero chosen
 * here).
 */
export default function WheelWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const tr: Translate = (key, params) => t(key, params);
  const failureText = useFailureText();
  const heroName = useHeroName();
  const wheel = useWheelStatus();
  const adapter = usePlatformStore((state) => state.adapter);
  const [rotation, setRotation] = useState(0);
  const [turning, setTurning] = useState(false);
  const actions = useWheelActions(adapter, (answer) => {
    setTurning(true);
    // The turn's end stops it; a hidden page may never report it, so a timer does too.
    window.setTimeout(() => setTurning(false), 3600);
    setRotation((current) => spinRotation(current, answer.sector, answer.status.sectors.length));
  });
  const { data: info } = useQuery(playerInfoQuery);
  const [heroId, setHeroId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const status = wheel.data;
  const heroes = info?.player.creatures ?? [];
  const chosenHero = heroId ?? heroes[0]?.id ?? null;
  const error = wheel.error ?? actions.spin.error ?? actions.take.error ?? actions.ad.error;
  const busy = turning || actions.spin.isPending || actions.take.isPending;
  const pending = !turning ? (status?.pending ?? null) : null;
  // The ad's ticket only where the platform shows rewarded ads and its SDK is loaded.
  const adsShown = adapter !== null && (status?.ads.offered ?? false);
  const adsUsedUp = status ? status.tickets.received >= status.tickets.limit : true;
  const adWaitMs = adsShown && !adsUsedUp ? (status?.ads.waitMs ?? 0) : 0;
  const refetch = wheel.refetch;
  // The pause between two ad views: look again once it is over.
  useEffect(() => {
    if (adWaitMs <= 0) return;
    const timer = setTimeout(() => void refetch(), adWaitMs + 500);
    return () => clearTimeout(timer);
  }, [adWaitMs, refetch]);

  const onSpin = () => {
    setNotice(null);
    actions.take.reset();
    actions.ad.reset();
    actions.spin.mutate();
  };

  return (
    <WindowFrame name="wheel" title={t('wheel.title')} onClose={onClose} className="window--shop">
      <div className="wheel" data-testid="wheel">
        {!status ? (
          wheel.isPending ? <p className="window__lead">{t('shop.loading')}</p> : null
        ) : (
          <>
            <WheelDisc
              sectors={status.sectors}
              rotation={rotation}
              label={(prize) => prizeText(prize, tr)}
              onStopped={() => setTurning(false)}
            />
            <p className="wheel__counts" data-testid="wheel-tickets">
              {adsShown ? (
                <>
                  {t('wheel.tickets', { received: status.tickets.received, limit: status.tickets.limit })}
                  {' · '}
                </>
              ) : null}
              {t('wheel.held', { count: info?.player.tickets ?? 0 })}
            </p>
            {status.extraSpins.limit > 0 ? (
              <p className="wheel__counts" data-testid="wheel-extra-spins">
                {t('wheel.extraSpins', { used: status.extraSpins.used, limit: status.extraSpins.limit })}
              </p>
            ) : null}
            {pending ? (
              <div className="wheel__prize" data-testid="wheel-prize" data-prize={pending.prize.id}>
                <strong>{t('wheel.won', { prize: prizeText(pending.prize, tr) })}</strong>
                {pending.prize.kind === 'hero' ? (
                  <label className="wheel__hero">
                    {t('wheel.chooseHero')}
                    <select
                      data-testid="wheel-hero"
                      value={chosenHero ?? ''}
                      onChange={(event) => setHeroId(Number(event.target.value))}
                    >
                      {heroes.map((hero) => (
                        <option key={hero.id} value={hero.id}>
                          {heroName(hero)}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
                <Button
                  data-testid="wheel-take"
                  disabled={busy}
                  onClick={() =>
                    actions.take.mutate(pending.prize.kind === 'hero' ? (chosenHero ?? undefined) : undefined, {
                      onSuccess: (answer) => setNotice(t('wheel.taken', { prize: prizeText(answer.prize, tr) })),
                    })
                  }
                >
                  {t('wheel.take')}
                </Button>
              </div>
            ) : (
              <div className="wheel__actions">
                <Button data-testid="wheel-spin" disabled={busy || status.pending !== null} onClick={onSpin}>
                  {status.freeSpin ? t('wheel.spinFree') : t('wheel.spin')}
                  {status.freeSpin ? null : <PriceTag price={status.spinPrice} />}
                </Button>
                {adsShown ? (
                  <Button
                    data-testid="wheel-ad"
                    disabled={busy || actions.ad.isPending || adsUsedUp || adWaitMs > 0}
                    onClick={() => {
                      setNotice(null);
                      actions.ad.mutate(undefined, {
                        onSuccess: (answer) => setNotice(answer ? t('wheel.adThanks') : t('wheel.adUnfinished')),
                      });
                    }}
                  >
                    {t('wheel.ad')}
                  </Button>
                ) : null}
                {adWaitMs > 0 ? (
                  <span className="form-note" data-testid="wheel-ad-wait">
                    {t('wheel.adWait')}
                  </span>
                ) : null}
              </div>
            )}
          </>
        )}
        <ShopFeedback note={notice} noteTestId="wheel-notice" error={error ? failureText(error) : null} />
      </div>
    </WindowFrame>
  );
}
