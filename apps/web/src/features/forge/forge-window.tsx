import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ArtifactItemDto } from '@rol/protocol/hero-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { codeText } from '../../api/error-text.ts';
import { playerInfoQuery } from '../../api/player-info.ts';
import { creatureIcon } from '../../art/creature-icon.ts';
import { artifactIcon } from '../../art/place-art.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ShopFeedback } from '../../ui/shop-feedback.tsx';
import { Medallion } from '../../ui/medallion.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { useHeroName } from '../../ui/use-hero-name.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { useArtifacts, useForge, useReforge } from './forge-api.ts';
import { bonusParts, isTired, statsAfter, storageArtifacts, type StatName } from './forge-choice.ts';
import '../../ui/shop-window.css';
import './forge.css';

const STAT_ICONS = { attack: 'broadsword', defence: 'checked-shield', health: 'heart-plus' } as const;
const BONUS_KEYS = {
  attack: 'forge.bonusAttack',
  defence: 'forge.bonusDefence',
  health: 'forge.bonusHealth',
} as const;

/**
 * The forge (§2 smithy): an artifact from the storage is melted down and the chosen hero gains 25 %
 * of its power (§9); the hero's stats before and after show before the player confirms. Reforges per
 * day are limited ("The blacksmith is tired").
 */
export default function ForgeWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const heroName = useHeroName();
  const forge = useForge();
  const artifacts = useArtifacts();
  const { data: info } = useQuery(playerInfoQuery);
  const reforge = useReforge();
  const [artifactId, setArtifactId] = useState<number | null>(null);
  const [heroId, setHeroId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const stored = storageArtifacts(artifacts.data?.artifacts ?? []);
  const heroes = info?.player.creatures ?? [];
  const artifact = stored.find((a) => a.id === artifactId && !a.temporal) ?? null;
  const hero = heroes.find((c) => c.id === heroId) ?? null;
  const tired = forge.data ? isTired(forge.data) : false;
  const error = forge.error ?? artifacts.error ?? reforge.error;
  const bonusText = artifact
    ? bonusParts(artifact.reforgeBonus)
        .map((part) => t(BONUS_KEYS[part.stat], { value: part.value }))
        .join(', ')
    : '';

  const choose = (patch: () => void) => {
    patch();
    setConfirming(false);
    setDone(null);
    reforge.reset();
  };

  return (
    <WindowFrame name="forge" title={t('forge.title')} onClose={onClose} className="window--shop">
      <div className="forge" data-testid="forge" data-tired={tired ? '1' : '0'}>
        <div className="forge__head">
          <span className="item-plate forge__anvil" style={{ width: 64, height: 64 }}>
            <Icon name="anvil-impact" size={40} />
          </span>
          <div>
            <p className="window__lead">{t('forge.lead')}</p>
            {forge.data ? (
              <p
                className="forge__today"
                data-testid="forge-today"
                data-count={forge.data.countToday}
                data-limit={forge.data.limit}
              >
                {t('forge.today', { count: forge.data.countToday, limit: forge.data.limit })}
              </p>
            ) : null}
          </div>
        </div>
        {tired ? (
          <p className="forge__tired" data-testid="forge-tired">
            {codeText('BLACKSMITH_TIRED', lang)}
          </p>
        ) : null}

        <h3 className="shop-heading">{t('forge.artifacts')}</h3>
        {artifacts.data && stored.length === 0 ? (
          <p className="window__lead" data-testid="forge-no-artifacts">
            {t('forge.noArtifacts')}
          </p>
        ) : null}
        <ul className="forge__artifacts">
          {stored.map((item) => (
            <ArtifactTile
              key={item.id}
              item={item}
              chosen={item.id === artifactId}
              onChoose={() => choose(() => setArtifactId(item.id === artifactId ? null : item.id))}
            />
          ))}
        </ul>

        <h3 className="shop-heading">{t('forge.heroes')}</h3>
        {info && heroes.length === 0 ? <p className="window__lead">{t('forge.noHeroes')}</p> : null}
        <ul className="forge__heroes">
          {heroes.map((creature) => (
            <HeroChip
              key={creature.id}
              hero={creature}
              chosen={creature.id === heroId}
              onChoose={() => choose(() => setHeroId(creature.id === heroId ? null : creature.id))}
            />
          ))}
        </ul>

        {artifact && hero ? (
          <section className="forge__preview" data-testid="forge-preview" aria-live="polite">
            <h3 className="shop-heading">
              {t('forge.bonus')}: {bonusText || t('forge.bonusNone')}
            </h3>
            <ul className="forge__stats">
              {statsAfter(hero, artifact.reforgeBonus).map((line) => (
                <li key={line.stat} className="forge__stat" data-stat={line.stat} data-after={line.after}>
                  <Icon name={STAT_ICONS[line.stat]} size={18} />
                  <span>{line.now}</span>
                  <span aria-hidden="true">→</span>
                  <strong className={line.after > line.now ? 'forge__gain' : undefined}>{line.after}</strong>
                </li>
              ))}
            </ul>
            {confirming ? (
              <div className="forge__confirm" data-testid="forge-confirm-box">
                <p>
                  {t('forge.confirmText', {
                    item: t(`names.artifact.${artifact.artifactId}`),
                    hero: heroName(hero),
                    bonus: bonusText || t('forge.bonusNone'),
                  })}
                </p>
                <div className="forge__buttons">
                  <Button
                    icon="anvil-impact"
                    data-testid="forge-confirm"
                    disabled={reforge.isPending}
                    onClick={() =>
                      reforge.mutate(
                        { artifactId: artifact.id, creatureId: hero.id },
                        {
                          onSuccess: () => {
                            setDone(t('forge.done', { hero: heroName(hero) }));
                            setArtifactId(null);
                            setConfirming(false);
                          },
                        },
                      )
                    }
                  >
                    {t('forge.confirm')}
                  </Button>
                  <Button variant="stone" data-testid="forge-cancel" onClick={() => setConfirming(false)}>
                    {t('forge.cancel')}
                  </Button>
                </div>
              </div>
            ) : (
              <Button
                icon="anvil-impact"
                data-testid="forge-reforge"
                disabled={tired}
                onClick={() => setConfirming(true)}
              >
                {t('forge.confirm')}
              </Button>
            )}
          </section>
        ) : null}

        <ShopFeedback note={done} noteTestId="forge-done" error={error ? failureText(error) : null} />
      </div>
    </WindowFrame>
  );
}

function ArtifactTile({
  item,
  chosen,
  onChoose,
}: {
  item: ArtifactItemDto;
  chosen: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const name = t(`names.artifact.${item.artifactId}`, { defaultValue: item.artifactId });
  return (
    <li>
      <button
        type="button"
        className={`forge-artifact${chosen ? ' forge-artifact--chosen' : ''}${item.vip ? ' forge-artifact--vip' : ''}`}
        data-testid={`forge-artifact-${item.id}`}
        aria-pressed={chosen}
        disabled={item.temporal}
        onClick={onChoose}
      >
        <span className="item-plate" style={{ width: 46, height: 46, color: 'var(--rol-gold-light)' }}>
          <Icon name={artifactIcon(item.effectType)} size={28} />
        </span>
        <span className="forge-artifact__name">{name}</span>
        <span className="forge-artifact__meta">
          {t('forge.itemLevel', { level: item.level })} ·{' '}
          {t(`names.effect.${item.effectType}`, { defaultValue: item.effectType })}
          {item.temporal ? ` · ${t('forge.temporal')}` : ''}
        </span>
      </button>
    </li>
  );
}

function HeroChip({ hero, chosen, onChoose }: { hero: CreatureDto; chosen: boolean; onChoose: () => void }) {
  const heroName = useHeroName();
  const stats: { stat: StatName; value: number }[] = [
    { stat: 'attack', value: hero.attack },
    { stat: 'defence', value: hero.defence },
    { stat: 'health', value: hero.maxHealth },
  ];
  return (
    <li>
      <button
        type="button"
        className={`forge-hero${chosen ? ' forge-hero--chosen' : ''}`}
        data-testid={`forge-hero-${hero.id}`}
        aria-pressed={chosen}
        onClick={onChoose}
      >
        <Medallion icon={creatureIcon(hero)} faction={hero.faction} size={44} level={hero.level} />
        <span className="forge-hero__who">
          <span className="forge-hero__name">{heroName(hero)}</span>
          <span className="forge-hero__stats">
            {stats.map((s) => (
              <span key={s.stat}>
                <Icon name={STAT_ICONS[s.stat]} size={13} />
                {Math.round(s.value)}
              </span>
            ))}
          </span>
        </span>
      </button>
    </li>
  );
}
