import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { ServerProcess } from '../server/server-process.ts';
import { median, percentile, round } from '../stats.ts';

export interface FrontEndResult {
  /** Gzipped bytes (each response body gzipped at level 6) until the character selection shows. */
  gzipBytesToFirstScene: number;
  /** …until the road shows after the newcomer's choice. */
  gzipBytesToRoad: number;
  gzipBytesTotal: number;
  rawBytesTotal: number;
  requests: number;
  gameStartedMs: number[];
  gameStartedMedianMs: number;
  walk: { seconds: number; frames: number; p50: number; p95: number; walkedFrom: number; walkedTo: number };
}

const FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...FLAGS, '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
}

const CURRENT_PLAYER = `fetch('/api/player/info/current', { credentials: 'include' })
  .then((res) => res.json()).then((info) => info.player)`;
const FRAME_RECORDER = `(() => {
  const frames = []; window.__frames = frames; let last = performance.now();
  const tick = (now) => { frames.push(now - last); last = now; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;

const scene = (page: Page, name: string) =>
  page.waitForSelector(`body[data-scene="${name}"]`, { state: 'attached', timeout: 60_000 });

/** A fresh newcomer: navigates, waits for `game/started`, returns the ms from navigation to it. */
async function timeToGameStarted(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 420, height: 820 }, locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    const started = page.waitForRequest((r) => r.url().includes('/api/load/log/game/started'), { timeout: 60_000 });
    const t0 = Date.now();
    await page.goto(url);
    await started;
    return Date.now() - t0;
  } finally {
    await context.close();
  }
}

/**
 * The built web app in headless Chromium: bytes to the first playable scene and in all, time to
 * `game/started` (median of `runs` fresh newcomers), and road frame times over `walkSeconds` of
 * walking (the player's guards are marked defeated by direct SQL so the road stays open).
 */
export async function runFrontEnd(server: ServerProcess, runs = 5, walkSeconds = 10): Promise<FrontEndResult> {
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: { width: 420, height: 820 }, locale: 'ru-RU' });
    const page = await context.newPage();
    let gzip = 0;
    let raw = 0;
    let requests = 0;
    const counted: Promise<void>[] = [];
    page.on('response', (response) => {
      counted.push(
        response.body().then(
          (body) => {
            requests += 1;
            raw += body.length;
            gzip += gzipSync(body, { level: 6 }).length;
          },
          () => {},
        ),
      );
    });
    const settle = async () => {
      await page.waitForLoadState('networkidle').catch(() => {});
      await Promise.all(counted);
      return gzip;
    };
    await page.goto(server.url);
    await scene(page, 'CharacterSelection');
    const gzipBytesToFirstScene = await settle();
    await page.getByTestId('character-option-knight').click();
    await page.getByTestId('character-confirm').click();
    // A newcomer whose first steps are running sees the story's opening first: skipped, as a
    // player may, and then never shown again.
    await page.waitForSelector('body[data-scene="Cutscene"], body[data-scene="Road"]', { state: 'attached', timeout: 60_000 });
    if ((await page.evaluate('document.body.dataset.scene')) === 'Cutscene') await page.getByTestId('cutscene-skip').click();
    await scene(page, 'Road');
    await page.getByTestId('road-layer').waitFor();
    const gzipBytesToRoad = await settle();

    // Strings, not functions: tsx's keep-names helper (__name) does not exist in the page.
    const me = (await page.evaluate(CURRENT_PLAYER)) as { id: number; coordinate: number };
    await server.sql(
      `INSERT INTO player_places (player_id, place_id, defeated, updated_at)
       SELECT $1, s * 16, true, now() FROM generate_series(1, 200) s
       ON CONFLICT (player_id, place_id) DO UPDATE SET defeated = true`,
      [me.id],
    );
    await server.sql('UPDATE players SET best_victory_stair = 200, battle_stair = 201 WHERE id = $1', [me.id]);
    await page.reload();
    await scene(page, 'Road');
    await page.getByTestId('road-layer').waitFor();
    await page.waitForTimeout(1000);

    await page.evaluate(FRAME_RECORDER);
    const box = (await page.locator('canvas').first().boundingBox()) ?? { x: 0, y: 0, width: 420, height: 820 };
    const walkEnd = Date.now() + walkSeconds * 1000;
    while (Date.now() < walkEnd) {
      const y = box.y + box.height * 0.25;
      for (const dx of [0, 60, -60, 120, -120]) {
        const x = box.x + box.width / 2 + dx;
        const onCanvas = await page.evaluate(`document.elementFromPoint(${x}, ${y})?.tagName === 'CANVAS'`);
        if (onCanvas) {
          await page.mouse.click(x, y);
          break;
        }
      }
      await page.waitForTimeout(700);
    }
    const frames = (await page.evaluate('window.__frames.slice(1)')) as number[];
    const walkedTo = ((await page.evaluate(CURRENT_PLAYER)) as { coordinate: number }).coordinate;
    await page.waitForTimeout(500);
    const gzipBytesTotal = await settle();
    await context.close();

    const gameStartedMs: number[] = [];
    for (let i = 0; i < runs; i += 1) gameStartedMs.push(await timeToGameStarted(browser, server.url));
    return {
      gzipBytesToFirstScene,
      gzipBytesToRoad,
      gzipBytesTotal,
      rawBytesTotal: raw,
      requests,
      gameStartedMs,
      gameStartedMedianMs: median(gameStartedMs),
      walk: {
        seconds: walkSeconds,
        frames: frames.length,
        p50: round(percentile(frames, 50), 2),
        p95: round(percentile(frames, 95), 2),
        walkedFrom: round(me.coordinate, 1),
        walkedTo: round(walkedTo, 1),
      },
    };
  } finally {
    await browser.close();
  }
}
