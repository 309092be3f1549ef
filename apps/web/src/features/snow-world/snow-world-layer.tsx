import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { gameBus } from '../../events/game-events.ts';
import { snowStore } from '../../stores/snow-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useStageInsets } from '../../ui/use-stage-insets.ts';
import { SnowGauge } from './snow-gauge.tsx';
import { snowPlaceText } from './snow-place-text.ts';
import { useSnowAttack, useSnowMove, useSnowTake, useSnowWorld } from './snow-world-api.ts';
import './snow-world-layer.css';

/** Back to the road: the start sequence shows it once the player no longer walks the snow. */
function backToRoad(): void {
  snowStore.setState({ walking: false });
}

/**
 * The snow world's controls over its scene (§1, §4): the pressure (steps left) and the way back on
 * top; the hero's stair, what it holds and what the hero may do there at the bottom. A tap on the
 * next stair climbs, on the hero's own takes or fights. When the steps run out (or the player goes
 * home) the scene gives way to the road and the snow world's window says when the hero is back.
 */
export default function SnowWorldLayer() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const world = useSnowWorld();
  const move = useSnowMove();
  const take = useSnowTake();
  const attack = useSnowAttack(() => undefined);
  const root = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLElement>(null);
  const sheet = useRef<HTMLElement>(null);
  useStageInsets(root, top, sheet);
  const data = world.data;
  const busy = move.isPending || take.isPending || attack.isPending;
  const here = data ? data.places[data.stair - 1] : undefined;
  const blocked = here?.kind === 'MONSTER' && !here.done;
  const canTake = here !== undefined && !here.done && here.kind !== 'MONSTER';
  const canStep = data !== undefined && data.stair < data.stairs && !blocked;

  useEffect(() => {
    if (!data) return;
    snowStore.setState({ world: data });
    if (data.status !== 'IN') {
      // Sent home (or never in): the road, and the window that says when the hero is back.
      backToRoad();
      useWindowStore.getState().open('snow-world');
    }
  }, [data]);

  const step = () => {
    if (data && canStep && !busy) move.mutate({ kind: 'step', toStair: data.stair + 1 });
  };
  const act = () => {
    if (!data || busy || !here) return;
    if (canTake) take.mutate(data.stair);
    else if (blocked) attack.mutate(data.stair);
  };
  // A tap on the next stair climbs, on the hero's own takes or fights (listened to afresh each render).
  useEffect(() =>
    gameBus.on('snow:tap', ({ stair }) => {
      if (!data) return;
      if (stair === data.stair + 1) step();
      else if (stair === data.stair) act();
    }),
  );

  const error = world.error ?? move.error ?? take.error ?? attack.error;
  return (
    <div className="snow-layer" ref={root} data-testid="snow-layer" data-stair={data?.stair ?? 0}>
      <header className="snow-layer__top" ref={top}>
        <Button variant="stone" icon="exit-door" data-testid="snow-back" onClick={backToRoad}>
          {t('snowWorld.backToRoad')}
        </Button>
        {data ? (
          <SnowGauge world={data} className="snow-layer__pressure" />
        ) : null}
      </header>
      <section className="snow-layer__sheet" ref={sheet}>
        {data && here ? (
          <p className="snow-layer__here" data-testid="snow-here" data-kind={here.kind} data-done={here.done ? '1' : '0'}>
            <strong>{t('snowWorld.stairOf', { stair: data.stair, stairs: data.stairs })}</strong> {snowPlaceText(here, t)}
          </p>
        ) : null}
        <div className="snow-layer__actions">
          {canTake ? (
            <Button icon="present" disabled={busy} data-testid="snow-take" onClick={act}>
              {t('snowWorld.take')}
            </Button>
          ) : null}
          {blocked ? (
            <Button icon="crossed-swords" variant="danger" disabled={busy} data-testid="snow-attack" onClick={act}>
              {t('snowWorld.attack')}
            </Button>
          ) : null}
          {canStep ? (
            <Button icon="footsteps" variant="stone" disabled={busy} data-testid="snow-step" onClick={step}>
              {t('snowWorld.step')}
            </Button>
          ) : null}
          <Button variant="stone" icon="exit-door" disabled={busy || !data} data-testid="snow-leave" onClick={() => move.mutate({ kind: 'leave' })}>
            {t('snowWorld.leave')}
          </Button>
        </div>
        {data && !canStep && !blocked && data.stair >= data.stairs ? <p className="form-note">{t('snowWorld.summit')}</p> : null}
        <FormError text={error ? failureText(error) : null} />
      </section>
    </div>
  );
}
