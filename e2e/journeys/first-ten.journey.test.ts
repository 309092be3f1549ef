import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, waitForScene } from '../support/browser.ts';
import { attackGuard } from '../support/battle-page.ts';
import { startGameServer, type GameServer } from '../support/game-server.ts';
import { newcomerOnRoad } from '../support/road-page.ts';

let server: GameServer;
let chromium: { browser: Browser; close(): Promise<void> };
const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

beforeAll(async () => {
  server = await startGameServer();
  chromium = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
});

afterAll(async () => {
  await chromium?.close();
  await server?.close();
});

type Box = { x: number; y: number; width: number; height: number };

/** Every shown resource chip and every place button of the road's field, as page boxes. */
async function chipsAndPlaces(page: Page): Promise<{ chips: Box[]; places: Box[]; fieldTop: number }> {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const bar = document.querySelector<HTMLElement>('[data-testid="hud-resources"]');
    const hudTop = bar?.closest('.hud')?.getBoundingClientRect().top ?? 0;
    return {
      chips: [...document.querySelectorAll('.hud__resource:not([hidden])')].map(box),
      places: [...document.querySelectorAll('[data-testid^="place-"]')].map(box),
      fieldTop: hudTop + Number(bar?.dataset.fieldTop ?? Number.NaN),
    };
  });
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What covers the road's field: a chip over a place, or a place reaching above the field's top line. */
async function fieldCovered(page: Page): Promise<string[]> {
  const { chips, places, fieldTop } = await chipsAndPlaces(page);
  const round = (b: Box) => `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)}`;
  return [
    ...places.filter((p) => !(p.y >= fieldTop - 0.5)).map((p) => `place ${round(p)} above the field top ${fieldTop}`),
    ...chips.flatMap((c) => places.filter((p) => overlap(c, p)).map((p) => `chip ${round(c)} over place ${round(p)}`)),
  ];
}

async function phonePage(width: number, height: number) {
  const context = await chromium.browser.newContext({
    viewport: { width, height },
    locale: 'ru-RU',
    hasTouch: width < 500,
    // Chunks come from the network, never from the service worker's cache (a blocked chunk stays blocked).
    serviceWorkers: 'block',
  });
  return { context, page: await context.newPage() };
}

describe('the first ten minutes', () => {
  for (const [label, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1280, 800],
  ] as const) {
    it(`${label}: one row of chips, prices say what is missing, give-up tells the truth, English at once`, async () => {
      const { context, page } = await phonePage(width, height);
      await newcomerOnRoad(page, server.url);
      await page.locator('[data-testid^="place-"]').first().waitFor();

      // No chip covers a place, and no place reaches above the line the bar publishes, while the
      // first-start camera settles and after it.
      await page.waitForTimeout(800);
      expect(await fieldCovered(page)).toEqual([]);
      await page.waitForTimeout(4500);
      const { chips, places } = await chipsAndPlaces(page);
      expect(chips.length).toBeGreaterThan(0);
      expect(places.length).toBeGreaterThan(0);
      expect(await fieldCovered(page)).toEqual([]);
      await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `first-ten-field-${label}.png`) });
      // The bar is one row of chips at most (it no longer wraps over the road).
      expect(new Set(chips.map((chip) => Math.round(chip.y))).size).toBe(1);
      // Every resource has its name and source one tap away.
      await page.getByTestId('hud-resources-more').click();
      await page.getByTestId('hud-resource-row-tickets').waitFor();
      await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `first-ten-road-${label}.png`) });
      await page.getByTestId('hud-resource-panel-close').click();

      // Restore for elixir with no elixir is shown as unpayable, with what is missing.
      const elixir = Number(await page.getByTestId('hud-elixir').getAttribute('data-value'));
      await page.getByTestId('open-health').click();
      await page.getByTestId('health-window').waitFor();
      const restore = page.getByTestId('health-restore-elixir');
      if (elixir === 0 && (await restore.count()) > 0) {
        expect(await restore.getAttribute('data-payable')).toBe('0');
        expect(await restore.isDisabled()).toBe(true);
        await page.getByTestId('health-shortfall-elixir').waitFor();
      }
      await page.keyboard.press('Escape');

      // The give-up warning says what the result then does.
      const guard = page.locator('[data-testid^="place-"][data-state="guarded"]').first();
      await attackGuard(page, guard);
      await page.locator('[data-testid="battle-bar"][data-phase="choose"]').waitFor();
      await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `first-ten-battle-${label}.png`) });
      // No battle action's label is cut ("Пропустить ход" wraps on a phone).
      const cut = await page
        .locator('.battle-bar__actions .btn')
        .evaluateAll(
          (buttons) =>
            buttons.filter((b) =>
              [b, ...b.querySelectorAll('span')].some((e) => e.scrollWidth > e.clientWidth + 1),
            ).length,
        );
      expect(cut).toBe(0);
      await page.getByTestId('battle-give-up').click();
      const warning = page.getByTestId('battle-give-up-penalty');
      const warnedGold = Number(await warning.getAttribute('data-gold'));
      const warnedHealth = Number(await warning.getAttribute('data-health'));
      await page.getByTestId('battle-give-up-confirm').click();
      const result = page.getByTestId('battle-result');
      await result.waitFor({ timeout: 30_000 });
      expect(await result.getAttribute('data-won')).toBe('0');
      // The result reveals its lines one by one: read it once all have come.
      await page.locator('[data-testid="battle-result"][data-revealed="1"]').waitFor();
      const text = (await result.textContent()) ?? '';
      expect(text).toContain(String(warnedHealth));
      if (warnedGold === 0) expect(text).not.toMatch(/Потеряно золота/);
      await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `first-ten-result-${label}.png`) });
      await page.getByTestId('battle-result-close').click();
      await waitForScene(page, 'Road');

      // English from the settings changes the road's texts and its canvas without a reload.
      const stair = page.getByTestId('hud-stair');
      expect(await stair.textContent()).toMatch(/Ступень/);
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
      await page.getByTestId('open-settings').click();
      await page.getByTestId('settings-lang-en').click();
      await expect.poll(() => stair.textContent(), { timeout: 20_000 }).toMatch(/Stair/);
      await expect
        .poll(() => page.evaluate(() => document.body.dataset.sceneLang), { timeout: 20_000 })
        .toBe('en');
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
        true,
      );
      await context.close();
    });
  }

  it('phone: a newcomer who came in English is greeted in English, also on return; nothing is refused', async () => {
    const { context, page } = await phonePage(390, 844);
    const refusals: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refusals.push(new URL(response.url()).pathname);
    });
    await page.goto(`${server.url}/?lang=en`);
    await waitForScene(page, 'CharacterSelection');
    await expect
      .poll(() => page.evaluate(() => document.body.dataset.sceneLang), { timeout: 20_000 })
      .toBe('en');
    // The first visit asks whether a session exists before asking for the player: no red 401.
    expect(refusals).toEqual([]);
    // Gone before choosing a hero, back without ?lang: still English.
    await page.goto(server.url);
    await waitForScene(page, 'CharacterSelection');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect
      .poll(() => page.evaluate(() => document.body.dataset.sceneLang), { timeout: 20_000 })
      .toBe('en');
    await context.close();
  });

  it('phone: the first-start title is drawn again on a turn of the phone and in the language chosen', async () => {
    const { context, page } = await phonePage(390, 844);
    await newcomerOnRoad(page, server.url);
    const title = () =>
      page.evaluate(() => ({ text: document.body.dataset.introTitle, lang: document.body.dataset.introTitleLang }));
    // The title shows for about five seconds; each redraw shows it about three seconds more.
    await expect.poll(title, { timeout: 10_000 }).toEqual({ text: 'Дорога легенд начинается здесь', lang: 'ru' });
    await page.evaluate(() => (document.body.dataset.sceneLang = ''));
    await page.setViewportSize({ width: 844, height: 390 });
    await expect.poll(() => page.evaluate(() => document.body.dataset.sceneLang), { timeout: 10_000 }).toBe('ru');
    expect(await title()).toEqual({ text: 'Дорога легенд начинается здесь', lang: 'ru' });
    await page.getByTestId('open-settings').click();
    await page.getByTestId('settings-lang-en').click();
    await expect.poll(title, { timeout: 10_000 }).toEqual({ text: 'The Road of Legends starts here', lang: 'en' });
    // The canvas stands still under a window; back on the road the title fades away in its time.
    await page.keyboard.press('Escape');
    await expect.poll(title, { timeout: 15_000 }).toEqual({ text: undefined, lang: undefined });
    await context.close();
  });

  it('phone: a lost download shows the reload page and is logged', async () => {
    const { context, page } = await phonePage(390, 844);
    await newcomerOnRoad(page, server.url);
    await page.locator('[data-testid^="place-"]').first().waitFor();
    const logged: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/log/add') logged.push(request.postData() ?? '');
    });
    // The health window's chunk never arrives.
    await page.route(/\/assets\/health-window-[^/]*\.js$/, (route) => route.abort('failed'));
    await page.getByTestId('open-health').click();
    const reload = page.getByTestId('window-reload');
    await reload.waitFor({ timeout: 20_000 });
    await page.getByTestId('reload-page').waitFor();
    expect(await page.getByTestId('window-health').count()).toBe(0);
    expect(await reload.textContent()).toMatch(/не загрузилась/);
    await expect.poll(() => logged.join('\n'), { timeout: 10_000 }).toMatch(/Loading chunk health failed/);
    expect(logged.join('\n')).toMatch(/missing/);
    await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'first-ten-lost-download-phone.png') });
    await context.close();
  });
});
