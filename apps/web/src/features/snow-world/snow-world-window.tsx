import { useTranslation } from 'react-i18next';
import type { SnowPlaceDto, SnowWorldDto } from '@rol/protocol/snow-world-routes';
import { durationText } from '../../numbers/duration-text.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { amountsText } from '../../ui/amounts-text.ts';
import { Icon } from '../../ui/icon.tsx';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useServerNow } from '../../ui/use-server-now.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { useSnowAttack, useSnowMove, useSnowTake, useSnowWorld } from './snow-world-api.ts';
import './snow-world.css';

type T = ReturnType<typeof useTranslation>['t'];

function placeText(place: SnowPlaceDto, t: T): string {
  if (place.kind === 'RESOURCE' && place.resource && place.amount !== null)
    return amountsText({ [place.resource]: place.amount }, t);
  if (place.kind === 'CHEST' && place.reward) return t('snowWorld.chest', { reward: amountsText(place.reward, t) });
  const members = place.guard?.members ?? [];
  return t('snowWorld.monster', {
    names: members.map((m) => t(`names.monster.${m.monsterId}`)).join(', '),
    level: members[0]?.level ?? 1,
  });
}

const PLACE_ICON = { RESOURCE: 'crystal-growth', CHEST: 'locked-chest', MONSTER: 'ice-golem' } as const;

/** The snow stairs, the highest on top, the hero on one of them. */
function SnowStairs({ world, busy, onTake, onAttack, onStep }: {
  world: SnowWorldDto;
  busy: boolean;
  onTake: (stair: number) => void;
  onAttack: (stair: number) => void;
  onStep: (toStair: number) => void;
}) {
  const { t } = useTranslation();
  const stairs = [...world.places].reverse();
  const here = world.places[world.stair - 1];
  const blocked = here?.kind === 'MONSTER' && !here.done;
  return (
    <ol className="snow__stairs" aria-label={t('snowWorld.stairs')}>
      {stairs.map((place) => {
        const isHere = place.stair === world.stair;
        const isNext = place.stair === world.stair + 1;
        return (
          <li
            key={place.stair}
            className={`snow__stair${isHere ? ' snow__stair--here' : ''}${place.done ? ' snow__stair--done' : ''}`}
            data-testid={`snow-stair-${place.stair}`}
            data-kind={place.kind}
            data-done={place.done ? '1' : '0'}
          >
            <span className="snow__number">{place.stair}</span>
            <Icon name={place.done && place.kind === 'CHEST' ? 'open-chest' : PLACE_ICON[place.kind]} size={22} />
            <span className="snow__what">{place.done ? t(`snowWorld.done.${place.kind}`) : placeText(place, t)}</span>
            {isHere && !place.done && place.kind !== 'MONSTER' ? (
              <Button icon="present" disabled={busy} data-testid="snow-take" onClick={() => onTake(place.stair)}>
                {t('snowWorld.take')}
              </Button>
            ) : null}
            {isHere && blocked ? (
              <Button icon="crossed-swords" variant="danger" disabled={busy} data-testid="snow-attack" onClick={() => onAttack(place.stair)}>
                {t('snowWorld.attack')}
              </Button>
            ) : null}
            {isNext && !blocked ? (
              <Button icon="footsteps" variant="stone" disabled={busy} data-testid="snow-step" onClick={() => onStep(place.stair)}>
                {t('snowWorld.step')}
              </Button>
            ) : null}
            {isHere ? <span className="snow__hero" aria-label={t('snowWorld.heroHere')} /> : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The snow world (§1, §4, §8): enter it, walk its stairs with the step budget, take its resources
 * and chests, fight its monsters; when the steps run out the pressure drops and the hero goes home.
 */
export default function SnowWorldWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const now = useServerNow();
  const world = useSnowWorld();
  const move = useSnowMove();
  const take = useSnowTake();
  const attack = useSnowAttack(onClose);
  const busy = move.isPending || take.isPending || attack.isPending;
  const data = world.data;
  const error = world.error ?? move.error ?? take.error ?? attack.error;
  return (
    <WindowFrame name="snow-world" title={t('snowWorld.title')} onClose={onClose} className="window--snow">
      <div className="snow" data-testid="snow-world" data-status={data?.status ?? ''}>
        {world.isPending ? <p className="form-note">{t('snowWorld.loading')}</p> : null}
        {data?.status === 'OUT' ? (
          <div className="snow__gate">
            <p>{t('snowWorld.about', { stairs: data.stairs, steps: data.visitSteps })}</p>
            {data.open ? (
              <Button icon="snowflake-2" disabled={busy} data-testid="snow-enter" onClick={() => move.mutate({ kind: 'enter' })}>
                {t('snowWorld.enter')}
              </Button>
            ) : (
              <p className="form-note" data-testid="snow-locked">
                {t('snowWorld.locked', { level: data.unlockLevel })}
              </p>
            )}
          </div>
        ) : null}
        {data?.status === 'RETURNING' && data.returnsAt !== null ? (
          <div className="snow__gate" data-testid="snow-returning">
            <Icon name="hourglass" size={36} />
            <p>{t('snowWorld.returning', { time: durationText(Math.max(0, data.returnsAt - now), t) })}</p>
          </div>
        ) : null}
        {data?.status === 'IN' ? (
          <>
            <div className="snow__pressure" data-testid="snow-steps" data-value={data.stepsLeft}>
              <Icon name="footsteps" size={18} />
              <span>{t('snowWorld.steps', { left: data.stepsLeft, total: data.stepsTotal })}</span>
              <div className="snow__gauge" role="meter" aria-valuemin={0} aria-valuemax={data.stepsTotal} aria-valuenow={data.stepsLeft}>
                <div className="snow__gauge-fill" style={{ width: `${(100 * data.stepsLeft) / Math.max(1, data.stepsTotal)}%` }} />
              </div>
            </div>
            <SnowStairs
              world={data}
              busy={busy}
              onTake={(stair) => take.mutate(stair)}
              onAttack={(stair) => attack.mutate(stair)}
              onStep={(toStair) => move.mutate({ kind: 'step', toStair })}
            />
            <Button variant="stone" icon="exit-door" disabled={busy} data-testid="snow-leave" onClick={() => move.mutate({ kind: 'leave' })}>
              {t('snowWorld.leave')}
            </Button>
          </>
        ) : null}
        <FormError text={error ? failureText(error) : null} />
      </div>
    </WindowFrame>
  );
}
