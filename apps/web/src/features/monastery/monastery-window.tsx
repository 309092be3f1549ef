import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playerInfoQuery } from '../../api/player-info.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { amountsText } from '../../ui/amounts-text.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useHeroName } from '../../ui/use-hero-name.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { useMonastery, useRetrain } from './monastery-api.ts';
import './monastery.css';

/**
 * The monastery (§2): the monks make a hero forget one studied force and give back part of what its
 * ranks cost. A retraining asks once more before it happens.
 */
export default function MonasteryWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const heroName = useHeroName();
  const { data: info } = useQuery(playerInfoQuery);
  const monastery = useMonastery();
  const retrain = useRetrain();
  const [asking, setAsking] = useState<string | null>(null);
  const data = monastery.data;
  const creatures = new Map((info?.player.creatures ?? []).map((c) => [c.id, c]));
  const heroes = (data?.heroes ?? []).filter((h) => h.forces.length > 0 && creatures.has(h.creatureId));
  return (
    <WindowFrame name="monastery" title={t('monastery.title')} onClose={onClose}>
      <div className="monastery" data-testid="monastery">
        <p className="monastery__lead">
          <Icon name="nun-face" size={28} />
          <span>{t('monastery.lead', { percent: data?.refundPercent ?? 50 })}</span>
        </p>
        {monastery.isPending ? <p className="form-note">{t('monastery.loading')}</p> : null}
        {data && !data.open ? <p className="form-note" data-testid="monastery-closed">{t('monastery.closed', { stair: data.openStair })}</p> : null}
        {data?.open && heroes.length === 0 ? <p className="form-note">{t('monastery.nothing')}</p> : null}
        {data?.open
          ? heroes.map((hero) => {
              const creature = creatures.get(hero.creatureId);
              return (
                <section key={hero.creatureId} className="monastery__hero" data-testid={`monastery-hero-${hero.creatureId}`}>
                  <h3 className="monastery__name">{creature ? heroName(creature) : hero.creatureId}</h3>
                  <ul className="monastery__forces">
                    {hero.forces.map((force) => {
                      const key = `${hero.creatureId}:${force.forceId}`;
                      const name = t(`heroes.forceName.${force.forceId}`, { defaultValue: force.forceId });
                      return (
                        <li key={force.forceId} className="monastery__force" data-testid={`monastery-force-${key}`}>
                          <span className="monastery__force-name">{t('monastery.force', { name, rank: force.rank })}</span>
                          <span className="monastery__refund">{t('monastery.refund', { refund: amountsText(force.refund, t) })}</span>
                          {force.running ? (
                            <span className="form-note">{t('monastery.running')}</span>
                          ) : asking === key ? (
                            <span className="monastery__confirm">
                              <Button
                                variant="danger"
                                disabled={retrain.isPending}
                                data-testid="monastery-confirm"
                                onClick={() => retrain.mutate({ creatureId: hero.creatureId, forceId: force.forceId }, { onSettled: () => setAsking(null) })}
                              >
                                {t('monastery.confirm')}
                              </Button>
                              <Button variant="stone" onClick={() => setAsking(null)}>
                                {t('monastery.cancel')}
                              </Button>
                            </span>
                          ) : (
                            <Button icon="holy-water" variant="stone" data-testid="monastery-retrain" onClick={() => setAsking(key)}>
                              {t('monastery.retrain')}
                            </Button>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </section>
              );
            })
          : null}
        <FormError text={monastery.error ? failureText(monastery.error) : retrain.error ? failureText(retrain.error) : null} />
      </div>
    </WindowFrame>
  );
}
