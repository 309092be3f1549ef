import { seededRandom } from '../../loading/particles.ts';
import { radial, type Painter, type TextureRecipe } from './procedural-textures.ts';

/** A round stone plinth seen from above and in front: places stand on it (docs/architecture.md, "Art and sound"). */
const plinth: Painter = (ctx, w, h) => {
  const random = seededRandom(31);
  const cx = w / 2;
  const rx = w / 2 - 3;
  const topY = h * 0.36;
  const ry = h * 0.3;
  const depth = h * 0.26;
  // Front face (a band below the top ellipse).
  ctx.beginPath();
  ctx.ellipse(cx, topY + depth, rx, ry, 0, 0, Math.PI);
  ctx.lineTo(cx - rx, topY);
  ctx.ellipse(cx, topY, rx, ry, 0, Math.PI, 0, true);
  ctx.closePath();
  const side = ctx.createLinearGradient(0, 0, w, 0);
  side.addColorStop(0, '#3a3731');
  side.addColorStop(0.45, '#77726a');
  side.addColorStop(1, '#2c2a25');
  ctx.fillStyle = side;
  ctx.fill();
  // Top face.
  ctx.beginPath();
  ctx.ellipse(cx, topY, rx, ry, 0, 0, Math.PI * 2);
  ctx.fillStyle = radial(ctx, cx - rx * 0.25, topY - ry * 0.3, rx * 1.2, [
    [0, '#d6cfbf'],
    [0.6, '#9c9587'],
    [1, '#6b665c'],
  ]);
  ctx.fill();
  ctx.save();
  ctx.clip();
  for (let i = 0; i < 90; i += 1) {
    ctx.fillStyle =
      random() > 0.5
        ? `rgba(255,250,235,${0.08 + random() * 0.1})`
        : `rgba(20,18,14,${0.08 + random() * 0.14})`;
    ctx.fillRect(
      cx - rx + random() * rx * 2,
      topY - ry + random() * ry * 2,
      1.5 + random() * 2,
      1.5 + random() * 2,
    );
  }
  ctx.restore();
  ctx.lineWidth = 2;
  ctx.strokeStyle = 'rgba(255,248,225,0.35)';
  ctx.beginPath();
  ctx.ellipse(cx, topY, rx - 2, ry - 2, 0, Math.PI * 1.05, Math.PI * 1.95);
  ctx.stroke();
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  ctx.beginPath();
  ctx.ellipse(cx, topY, rx, ry, 0, 0, Math.PI * 2);
  ctx.stroke();
};

/** A long stone step edge laid across the road where a stair begins, white-grey to be tinted. */
const step: Painter = (ctx, w, h) => {
  const random = seededRandom(43);
  const riser = ctx.createLinearGradient(0, 0, 0, h);
  riser.addColorStop(0, '#d3ccbc');
  riser.addColorStop(0.35, '#a8a193');
  riser.addColorStop(0.4, '#6d6a62');
  riser.addColorStop(1, '#34322d');
  ctx.fillStyle = riser;
  ctx.beginPath();
  ctx.roundRect(2, 2, w - 4, h - 4, 8);
  ctx.fill();
  // Joints between the stones.
  ctx.strokeStyle = 'rgba(25,22,18,0.6)';
  ctx.lineWidth = 2;
  let x = 20 + random() * 30;
  while (x < w - 20) {
    ctx.beginPath();
    ctx.moveTo(x, 4);
    ctx.lineTo(x + (random() - 0.5) * 6, h - 4);
    ctx.stroke();
    x += 60 + random() * 70;
  }
  for (let i = 0; i < 260; i += 1) {
    ctx.fillStyle =
      random() > 0.5
        ? `rgba(255,250,235,${0.05 + random() * 0.1})`
        : `rgba(20,18,14,${0.06 + random() * 0.14})`;
    ctx.fillRect(random() * w, random() * h, 1 + random() * 2, 1 + random() * 2);
  }
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(2, 2, w - 4, h - 4, 8);
  ctx.stroke();
};

/** A milestone at the roadside carrying the stair's number. */
const milestone: Painter = (ctx, w, h) => {
  ctx.beginPath();
  ctx.moveTo(6, h - 4);
  ctx.lineTo(6, h * 0.38);
  ctx.arc(w / 2, h * 0.38, w / 2 - 6, Math.PI, 0);
  ctx.lineTo(w - 6, h - 4);
  ctx.closePath();
  const stone = ctx.createLinearGradient(0, 0, w, h);
  stone.addColorStop(0, '#d9d2c2');
  stone.addColorStop(0.55, '#9a9385');
  stone.addColorStop(1, '#4f4b43');
  ctx.fillStyle = stone;
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#24211c';
  ctx.stroke();
};

/** The road's own textures, painted by the Boot scene with the others. */
export const ROAD_TEXTURE_RECIPES: readonly TextureRecipe[] = [
  { key: 'plinth', width: 112, height: 72, paint: plinth },
  { key: 'step', width: 600, height: 40, paint: step },
  { key: 'milestone', width: 56, height: 64, paint: milestone },
];
