// Writes public/icons/*.png, the installed game's icons, from the SVG that src/art/app-icon.ts draws
// with game-icons.net drawings, rasterized by Debian's Chromium (CHROMIUM_PATH).
// Run: npm run app-icons -w @rol/web (then commit the PNGs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { APP_ICON_SIZES, appIconSvg } from '../src/art/app-icon.ts';

const outDir = join(import.meta.dirname, '..', 'public', 'icons');
const icons = [
  ...APP_ICON_SIZES.map((size) => ({ file: `icon-${size}.png`, size, maskable: false })),
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, maskable } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${appIconSvg(size, { maskable })}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(join(outDir, file), png);
    console.log(`wrote ${file}`);
  }
  writeFileSync(join(outDir, 'icon.svg'), appIconSvg(512));
} finally {
  await browser.close();
}
