import { useTranslation } from 'react-i18next';
import type { SnowWorldDto } from '@rol/protocol/snow-world-routes';
import { Icon } from '../../ui/icon.tsx';

/** The pressure: the visit's steps left of its total, in words and as a gauge. */
export function SnowGauge({ world, className }: { world: SnowWorldDto; className: string }) {
  const { t } = useTranslation();
  return (
    <div className={className} data-testid="snow-steps" data-value={world.stepsLeft}>
      <Icon name="footsteps" size={18} />
      <span>{t('snowWorld.steps', { left: world.stepsLeft, total: world.stepsTotal })}</span>
      <div className="snow__gauge" role="meter" aria-valuemin={0} aria-valuemax={world.stepsTotal} aria-valuenow={world.stepsLeft}>
        <div className="snow__gauge-fill" style={{ width: `${(100 * world.stepsLeft) / Math.max(1, world.stepsTotal)}%` }} />
      </div>
    </div>
  );
}
