import type { WheelStatusDto, WheelPrizeDto } from '@rol/protocol/wheel-routes';

const COLOURS = ['#7a3b2e', '#2e5a7a', '#4f7a2e', '#7a6a2e', '#5a2e7a', '#2e7a6a'];

/**
 * The wheel itself: a disc of equal sectors (a conic gradient) with each prize and its chance, turned
 * to `rotation` degrees with a long ease-out, under a fixed pointer; `onStopped` when the turn ends.
 */
export function WheelDisc({
  sectors,
  rotation,
  label,
  onStopped,
}: {
  sectors: WheelStatusDto['sectors'];
  rotation: number;
  label: (prize: WheelPrizeDto) => string;
  onStopped: () => void;
}) {
  const step = 360 / sectors.length;
  const gradient = sectors
    .map((_, i) => `${COLOURS[i % COLOURS.length]} ${i * step}deg ${(i + 1) * step}deg`)
    .join(', ');
  return (
    <div className="wheel__stage">
      <span className="wheel__pointer" aria-hidden="true" />
      <div
        className="wheel__disc"
        data-testid="wheel-disc"
        data-rotation={rotation}
        style={{ background: `conic-gradient(${gradient})`, transform: `rotate(${rotation}deg)` }}
        onTransitionEnd={onStopped}
      >
        {/* Each label's box covers the disc, turned about the centre: its text stands in its sector by the rim. */}
        {sectors.map((sector, i) => (
          <span
            key={sector.prize.id}
            className="wheel__label"
            style={{ transform: `rotate(${(i + 0.5) * step}deg)` }}
          >
            <span className="wheel__label-text">{label(sector.prize)}</span>
            <span className="wheel__chance">{sector.chance}%</span>
          </span>
        ))}
      </div>
    </div>
  );
}
