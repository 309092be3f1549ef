import { palette } from '../theme/palette.ts';
import { iconBody, type IconName } from './icons.ts';

/** The sizes of the installed game's icons (web manifest and home screens). */
export const APP_ICON_SIZES = [192, 512] as const;

/** The two game-icons.net drawings of the app icon: the road's stairs under crossed swords. */
const BACK: IconName = 'stairs';
const FRONT: IconName = 'crossed-swords';

const painted = (name: IconName, color: string) => iconBody(name).replaceAll('currentColor', color);

/**
 * The installed game's icon as an SVG, in the game's look (night blue, a gold ring, parchment-gold
 * drawings): the road's stairs under crossed swords. `maskable` fills the whole square and keeps
 * the drawing inside the safe circle (80 %) that launchers may crop to; otherwise a round badge.
 */
export function appIconSvg(size: number, { maskable = false } = {}): string {
  const scale = maskable ? 0.62 : 0.74;
  const inner = 512 * scale;
  const offset = (512 - inner) / 2;
  const badge = maskable
    ? `<rect width="512" height="512" fill="${palette.night}"/>` +
      `<circle cx="256" cy="256" r="196" fill="${palette.nightMid}" stroke="${palette.gold}" stroke-width="14"/>`
    : `<circle cx="256" cy="256" r="246" fill="${palette.night}" stroke="${palette.gold}" stroke-width="20"/>` +
      `<circle cx="256" cy="256" r="214" fill="${palette.nightMid}" stroke="${palette.goldDark}" stroke-width="6"/>`;
  const drawing = (name: IconName, color: string, opacity: number, shrink: number) => {
    const s = (inner * shrink) / 512;
    const o = offset + (inner - inner * shrink) / 2;
    return `<g transform="translate(${o} ${o}) scale(${s})" opacity="${opacity}">${painted(name, color)}</g>`;
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">` +
    badge +
    drawing(BACK, palette.parchmentEdge, 0.55, 1) +
    drawing(FRONT, palette.goldLight, 1, 0.8) +
    `</svg>`
  );
}
