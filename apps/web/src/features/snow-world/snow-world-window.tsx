import { useTranslation } from 'react-i18next';
import { durationText } from '../../numbers/duration-text.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Icon } from '../../ui/icon.tsx';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useServerNow } from '../../ui/use-server-now.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { snowStore } from '../../stores/snow-store.ts';
import { SnowGauge } from './snow-gauge.tsx';
import { useSnowMove, useSnowWorld } from './snow-world-api.ts';
import './snow-world.css';

/**
 * The snow world's gate (§1, §4, §8): what it is and the way in; while the hero is in it, the steps
 * left and the way back to its scene (where its stairs are walked); while the hero is on the way home
 * after low pressure, when the hero is back.
 */
export default function SnowWorldWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const now = useServerNow();
  const world = useSnowWorld();
  const move = useSnowMove();
  const busy = move.isPending;
  const data = world.data;
  const error = world.error ?? move.error;
  /** Into the snow world's scene (the start sequence shows it instead of the road). */
  const walk = () => {
    snowStore.setState({ walking: true });
    onClose();
  };
  return (
    <WindowFrame name="snow-world" title={t('snowWorld.title')} onClose={onClose} className="window--snow">
      <div className="snow" data-testid="snow-world" data-status={data?.status ?? ''}>
        {world.isPending ? <p className="form-note">{t('snowWorld.loading')}</p> : null}
        {data?.status === 'OUT' ? (
          <div className="snow__gate">
            <p>{t('snowWorld.about', { stairs: data.stairs, steps: data.visitSteps })}</p>
            {data.open ? (
              <Button icon="snowflake-2" disabled={busy} data-testid="snow-enter" onClick={() => move.mutate({ kind: 'enter' }, { onSuccess: (answer) => answer.status === 'IN' && walk() })}>
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
            <SnowGauge world={data} className="snow__pressure" />
            <Button icon="footsteps" disabled={busy} data-testid="snow-walk" onClick={walk}>
              {t('snowWorld.walk')}
            </Button>
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
