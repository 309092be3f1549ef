import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startInProcessServer, type InProcessServer } from '../support/in-process-server.ts';
import { launchChromium, newJourneyPage, waitForScene } from '../support/browser.ts';

let server: InProcessServer;
let serverRunning = false;
let chromium: { browser: Browser; close(): Promise<void> };

beforeAll(async () => {
  server = await startInProcessServer();
  serverRunning = true;
  chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
  if (serverRunning) await server.close();
});

interface Manifest {
  name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

describe('the installable game', () => {
  it('is installable, caches its files after the first start and starts again offline', async () => {
    // The web manifest and its icons.
    const manifestAnswer = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifestAnswer.status).toBe(200);
    const manifest = (await manifestAnswer.json()) as Manifest;
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const png = await fetch(`${server.url}${icon.src}`);
      expect(png.headers.get('content-type'), icon.src).toBe('image/png');
    }

    const { context, page } = await newJourneyPage(chromium.browser);
    await page.goto(server.url);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    // No worker during the first start: it is registered once the game has started.
    expect(await page.evaluate('navigator.serviceWorker.controller === null')).toBe(true);
    await waitForScene(page, 'CharacterSelection');
    await page.waitForSelector('body[data-game-started="1"]', { state: 'attached', timeout: 60_000 });
    // The worker is active once it has cached the build's files (its install); then it takes the page over.
    const state = await page.evaluate(
      `navigator.serviceWorker.ready.then((r) => r.active && r.active.state)`,
    );
    expect(['activating', 'activated']).toContain(state);
    await page.waitForFunction('navigator.serviceWorker.controller !== null', undefined, { timeout: 30_000 });
    const cached = (await page.evaluate(
      `caches.keys().then((names) => Promise.all(names.map((n) => caches.open(n).then((c) => c.keys())))).then((lists) => lists.flat().map((r) => r.url))`,
    )) as string[];
    expect(cached.some((url) => /\/assets\/index-[\w-]+\.js/.test(url))).toBe(true);
    expect(cached.some((url) => /\/assets\/launch-game-[\w-]+\.js/.test(url))).toBe(true);
    expect(cached.some((url) => url.includes('/index.html'))).toBe(true);
    await page.close();

    // The server gone and the browser offline: the game still starts, from the cache, to the loading screen.
    serverRunning = false;
    await server.close();
    await context.setOffline(true);
    const offline = await context.newPage();
    const fromCache: string[] = [];
    offline.on('response', (response) => {
      if (response.fromServiceWorker()) fromCache.push(response.url());
    });
    const answer = await offline.goto(server.url);
    expect(answer?.status()).toBe(200);
    await offline.getByTestId('loading-screen').waitFor({ timeout: 30_000 });
    expect(fromCache.some((url) => /\/assets\/index-[\w-]+\.js/.test(url))).toBe(true);
    await context.close();
  });
});
