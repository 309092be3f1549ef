import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with the flags docs/architecture.md, "Dependencies" names (Playwright gives it a fresh profile). */
export async function launchChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
    },
  };
}

/**
 * Records what a page shows over time, surviving reloads: the scenes entered (body data-scene) and
 * the highest loading progress seen, in `window.__journey`.
 */
const RECORDER = `(() => {
  const journey = { scenes: [], maxProgress: -1, errors: [] };
  window.__journey = journey;
  const look = () => {
    const scene = document.body && document.body.dataset.scene;
    if (scene && journey.scenes[journey.scenes.length - 1] !== scene) journey.scenes.push(scene);
    const loading = document.querySelector('[data-testid="loading-screen"]');
    const progress = loading ? Number(loading.getAttribute('data-progress')) : NaN;
    if (!Number.isNaN(progress)) journey.maxProgress = Math.max(journey.maxProgress, progress);
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('DOMContentLoaded', look);
})();`;

export interface JourneyRecord {
  scenes: string[];
  maxProgress: number;
}

export async function newJourneyPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 420, height: 820 }, locale: 'ru-RU' });
  await context.addInitScript(RECORDER);
  const page = await context.newPage();
  return { context, page };
}

export async function journeyRecord(page: Page): Promise<JourneyRecord> {
  return page.evaluate(() => (window as unknown as { __journey: JourneyRecord }).__journey);
}

/** A busy machine may take long to start a scene: up to 90 s. */
export async function waitForScene(page: Page, scene: string, timeout = 90_000): Promise<void> {
  await page.waitForSelector(`body[data-scene="${scene}"]`, { state: 'attached', timeout });
}
