import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArtifactItemDto } from '@rol/protocol/hero-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { codeText } from '../../api/error-text.ts';
import { artifactIcon } from '../../art/place-art.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { useArtifacts, type HeroCalls } from './hero-api.ts';
import { giveProblem, slotUse, storageArtifacts } from './hero-rules.ts';

function ArtifactLine({ item, children }: { item: ArtifactItemDto; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={`artifact__icon${item.vip ? ' artifact__icon--vip' : ''}`}>
        <Icon name={artifactIcon(item.effectType)} size={26} />
      </span>
      <span className="artifact__who">
        <strong>{t(`names.artifact.${item.artifactId}`, { defaultValue: item.artifactId })}</strong>
        <span className="artifact__meta">
          {t('heroes.hero.artifacts.level', { level: item.level })} ·{' '}
          {t(`names.effect.${item.effectType}`, { defaultValue: item.effectType })}
          {item.amulet ? <em className="artifact__tag">{t('heroes.hero.artifacts.amulet')}</em> : null}
          {item.vip ? (
            <em className="artifact__tag artifact__tag--vip">{t('heroes.hero.artifacts.vip')}</em>
          ) : null}
        </span>
      </span>
      {children}
    </>
  );
}

/** The storage picker of "give artifact": every artifact lying in the storage, with why one cannot go to this hero. */
function GivePicker({
  creature,
  calls,
  onClose,
}: {
  creature: CreatureDto;
  calls: HeroCalls;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const list = useArtifacts(true);
  const failureText = useFailureText();
  const items = storageArtifacts(list.data?.artifacts ?? []);
  return (
    <div
      className="artifact-picker"
      data-testid="artifact-picker"
      role="dialog"
      aria-label={t('heroes.hero.artifacts.pickTitle')}
    >
      <div className="artifact-picker__head">
        <strong>{t('heroes.hero.artifacts.pickTitle')}</strong>
        <button
          type="button"
          className="artifact-picker__close"
          data-testid="artifact-picker-close"
          onClick={onClose}
        >
          {t('heroes.hero.artifacts.close')}
        </button>
      </div>
      <FormError text={list.error ? failureText(list.error) : null} />
      {list.data && items.length === 0 ? (
        <p className="hero-section__empty">{t('heroes.hero.artifacts.storageEmpty')}</p>
      ) : null}
      <ul className="artifacts">
        {items.map((item) => {
          const problem = giveProblem(item, creature);
          return (
            <li
              key={item.id}
              className="artifact"
              data-testid={`storage-artifact-${item.id}`}
              data-artifact={item.artifactId}
            >
              <ArtifactLine item={item}>
                <span className="artifact__action">
                  <Button
                    variant="gold"
                    data-testid={`artifact-give-${item.id}`}
                    disabled={problem !== null || calls.give.isPending}
                    onClick={() => calls.give.mutate(item.id, { onSuccess: onClose })}
                  >
                    {t('heroes.hero.artifacts.give')}
                  </Button>
                  {problem ? <span className="artifact__problem">{codeText(problem, lang)}</span> : null}
                </span>
              </ArtifactLine>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The hero's artifacts (§3, §5): slots in use, each held artifact with take-back, and "give artifact" from the storage. */
export function HeroArtifacts({ creature, calls }: { creature: CreatureDto; calls: HeroCalls }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const use = slotUse(creature);
  if (picking) return <GivePicker creature={creature} calls={calls} onClose={() => setPicking(false)} />;
  return (
    <div className="hero-artifacts" data-testid="hero-artifacts" data-count={creature.artifacts.length}>
      <p
        className="hero-artifacts__slots"
        data-testid="hero-slots"
        data-used={use.artifacts}
        data-max={use.artifactSlots}
      >
        {t('heroes.hero.artifacts.slots', {
          used: use.artifacts,
          max: use.artifactSlots,
          amulets: use.amulets,
          amuletMax: use.amuletSlots,
        })}
      </p>
      {creature.artifacts.length === 0 ? (
        <p className="hero-section__empty">{t('heroes.hero.artifacts.none')}</p>
      ) : null}
      <ul className="artifacts">
        {creature.artifacts.map((item) => (
          <li
            key={item.id}
            className="artifact artifact--held"
            data-testid={`hero-artifact-${item.id}`}
            data-artifact={item.artifactId}
          >
            <ArtifactLine item={item}>
              <Button
                variant="stone"
                data-testid={`artifact-take-${item.id}`}
                disabled={calls.take.isPending}
                onClick={() => calls.take.mutate(item.id)}
              >
                {t('heroes.hero.artifacts.take')}
              </Button>
            </ArtifactLine>
          </li>
        ))}
      </ul>
      <Button
        icon="glowing-artifact"
        data-testid="artifact-give-open"
        disabled={creature.temporal}
        onClick={() => setPicking(true)}
      >
        {t('heroes.hero.artifacts.give')}
      </Button>
    </div>
  );
}
