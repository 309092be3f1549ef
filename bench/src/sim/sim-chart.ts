import type { BandStats } from './sim-run.ts';

/** One line of the time chart: median game hours to beat each stair's guard (index = stair). */
export interface TimeSeries {
  label: string;
  color: string;
  hoursByStair: readonly (number | null)[];
}

const W = 960;
const H = 420;
const PANEL = { top: 70, bottom: 360, barLeft: 60, barRight: 420, lineLeft: 520, lineRight: 920 };

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function text(x: number, y: number, body: string, extra = ''): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" ${extra}>${esc(body)}</text>`;
}

/** 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(1e-9, raw)));
  return ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
}

function winRatePanel(bands: readonly BandStats[]): string[] {
  const { top, bottom, barLeft, barRight } = PANEL;
  const out: string[] = [text(barLeft, top - 20, 'Win rate by stair band', 'font-weight="bold"')];
  for (const pct of [0, 25, 50, 75, 100]) {
    const y = bottom - ((bottom - top) * pct) / 100;
    out.push(`<line x1="${barLeft}" y1="${y}" x2="${barRight}" y2="${y}" stroke="#ddd"/>`);
    out.push(text(barLeft - 8, y + 4, `${pct}%`, 'text-anchor="end"'));
  }
  const slot = (barRight - barLeft) / Math.max(1, bands.length);
  bands.forEach((b, i) => {
    const x = barLeft + i * slot + slot * 0.15;
    const rate = b.winRate ?? 0;
    const h = (bottom - top) * rate;
    out.push(
      `<rect x="${x.toFixed(1)}" y="${(bottom - h).toFixed(1)}" width="${(slot * 0.7).toFixed(1)}" height="${h.toFixed(1)}" fill="#4a7bd0"/>`,
    );
    out.push(
      text(
        x + slot * 0.35,
        bottom - h - 6,
        b.winRate === null ? '—' : `${(rate * 100).toFixed(1)}%`,
        'text-anchor="middle"',
      ),
    );
    out.push(text(x + slot * 0.35, bottom + 18, `${b.from}–${b.to}`, 'text-anchor="middle"'));
  });
  out.push(text((barLeft + barRight) / 2, bottom + 40, 'stairs', 'text-anchor="middle"'));
  return out;
}

function timePanel(series: readonly TimeSeries[]): string[] {
  const { top, bottom, lineLeft, lineRight } = PANEL;
  const out: string[] = [
    text(lineLeft, top - 20, 'Game time to reach a stair (median, hours)', 'font-weight="bold"'),
  ];
  const stairs = Math.max(1, ...series.map((s) => s.hoursByStair.length - 1));
  const highest = Math.max(
    1,
    ...series.flatMap((s) => s.hoursByStair.filter((h): h is number => h !== null)),
  );
  const tick = niceStep(highest / 4);
  const maxHours = Math.ceil(highest / tick) * tick;
  const x = (s: number) => lineLeft + ((lineRight - lineLeft) * s) / stairs;
  const y = (h: number) => bottom - ((bottom - top) * h) / maxHours;
  for (let h = 0; h <= maxHours + 1e-9; h += tick) {
    out.push(
      `<line x1="${lineLeft}" y1="${y(h).toFixed(1)}" x2="${lineRight}" y2="${y(h).toFixed(1)}" stroke="#ddd"/>`,
    );
    out.push(text(lineLeft - 8, y(h) + 4, h.toFixed(0), 'text-anchor="end"'));
  }
  for (const s of [10, 100, 200, 300, 400, 500].filter((v) => v <= stairs))
    out.push(text(x(s), bottom + 18, String(s), 'text-anchor="middle"'));
  out.push(text((lineLeft + lineRight) / 2, bottom + 40, 'stair', 'text-anchor="middle"'));
  series.forEach((s, i) => {
    const points: string[] = [];
    s.hoursByStair.forEach((h, stair) => {
      if (h !== null && stair > 0) points.push(`${x(stair).toFixed(1)},${y(h).toFixed(1)}`);
    });
    out.push(`<polyline fill="none" stroke="${s.color}" stroke-width="2" points="${points.join(' ')}"/>`);
    out.push(`<rect x="${lineLeft + 10}" y="${top + 8 + i * 18}" width="12" height="4" fill="${s.color}"/>`);
    out.push(text(lineLeft + 28, top + 14 + i * 18, s.label));
  });
  return out;
}

/** A hand-written SVG (no dependency): win rate by stair band, and game time to reach each stair. */
export function simChartSvg(
  bands: readonly BandStats[],
  series: readonly TimeSeries[],
  title: string,
): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    text(W / 2, 24, title, 'text-anchor="middle" font-size="14" font-weight="bold"'),
    ...winRatePanel(bands),
    ...timePanel(series),
    '</svg>',
    '',
  ].join('\n');
}
