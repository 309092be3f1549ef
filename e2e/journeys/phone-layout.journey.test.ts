import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForScene } from '../support/browser.ts';
import { enterAsPreparedPlayer } from '../support/new-player.ts';
import { journeySteps, journeyWorld } from '../support/journey-world.ts';

/**
 * A player raised to the highest unlock level with a full squad walks every window of the road's
 * HUD on three phones held upright and a desktop (one page, the viewport resized): nothing stands
 * outside the screen, nothing scrolls sideways but a tab strip inside itself, every touch target is
 * at least 40 px, no text shows a developer key, and the whole session logs no page or console error.
 */
const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

const world = journeyWorld();

const SIZES = [
  { name: 'phone-360', width: 360, height: 640 },
  { name: 'phone-390', width: 390, height: 844 },
  { name: 'phone-430', width: 430, height: 932 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The HUD's buttons that open a window, and the window each opens (`open-<x>` opens `window-<x>` unless named). */
const WINDOW_OF: Record<string, string> = { 'open-everyday': 'everyday-reward', 'hud-bank': 'bank' };

/**
 * What breaks the layout rules inside `scope` (a CSS selector): a box outside the screen (not
 * scrolled away inside a scrolling box), a box that scrolls sideways other than a tab strip, a
 * touch target under 40 px, a text that reads as a developer key.
 */
async function layoutProblems(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = [];
    const root = document.querySelector(selector);
    if (!root) return [`${selector} is missing`];
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}.${String(el.className).split(' ')[0]}"${(el.textContent ?? '').trim().slice(0, 24)}"`;
    const page = document.scrollingElement!;
    if (page.scrollWidth > vw + 1) out.push(`the page scrolls sideways: ${page.scrollWidth} > ${vw}`);
    const scrolls = (el: Element, axis: 'x' | 'y') => {
      const value = getComputedStyle(el)[axis === 'x' ? 'overflowX' : 'overflowY'];
      return value !== 'visible';
    };
    /** The nearest ancestor that clips `el` (a scrolling or clipping box), or null. */
    const clipper = (el: Element): Element | null => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (scrolls(p, 'x') || scrolls(p, 'y')) return p;
      return null;
    };
    const shown = (el: Element): DOMRect | null => {
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) return null;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return null;
      return r;
    };
    const inside = (r: DOMRect, c: { left: number; top: number; right: number; bottom: number }) =>
      r.left >= c.left - 1 && r.top >= c.top - 1 && r.right <= c.right + 1 && r.bottom <= c.bottom + 1;
    const apart = (r: DOMRect, c: DOMRect) => r.right <= c.left + 1 || r.left >= c.right - 1 || r.bottom <= c.top + 1 || r.top >= c.bottom - 1;
    const screen = { left: 0, top: 0, right: vw, bottom: vh };
    const elements = [root, ...root.querySelectorAll('*')];
    for (const el of elements) {
      if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
      const r = shown(el);
      if (!r) continue;
      // Outside the screen: a box not inside a scrolling or clipping box (that box is checked itself).
      const c = clipper(el);
      const cr = c?.getBoundingClientRect();
      if (!c && !inside(r, screen)) out.push(`outside the screen: ${name(el)} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
      // Sideways scrolling: only a tab strip scrolls sideways, inside itself.
      const style = getComputedStyle(el);
      if (el.scrollWidth > el.clientWidth + 1 && (style.overflowX === 'auto' || style.overflowX === 'scroll') && el.getAttribute('role') !== 'tablist')
        out.push(`scrolls sideways: ${name(el)} ${el.scrollWidth} > ${el.clientWidth}`);
      // Touch targets.
      const tag = el.tagName.toLowerCase();
      const target =
        tag === 'button' || tag === 'select' || tag === 'textarea' || (tag === 'a' && el.hasAttribute('href')) || el.getAttribute('role') === 'tab' ||
        (tag === 'input' && !['hidden', 'checkbox', 'radio'].includes((el as HTMLInputElement).type));
      const box = tag === 'input' && ['checkbox', 'radio'].includes((el as HTMLInputElement).type) ? (el.closest('label') ?? el) : target ? el : null;
      if (box && !(c && cr && apart(r, cr))) {
        const b = box.getBoundingClientRect();
        if (b.width < 39.5 || b.height < 39.5) out.push(`small touch target: ${name(box)} ${Math.round(b.width)}×${Math.round(b.height)}`);
      }
    }
    // Developer keys and raw ids in any text a player reads.
    const KEY = [
      /\b[a-z]+(?:[A-Z][a-z0-9]+)+\b/, // camelCase: arenaButtonLevel
      /\b[a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z]*){1,}\b/, // an i18n key: clan.stat.gold
      /\b[A-Z]{2,}(?:_[A-Z0-9]+)+\b/, // a code: NOT_ENOUGH_GEMS
      /\b[a-z]+(?:_[a-z0-9]+)+\b/, // snake_case: an effect id
      /\b(?:human|beast|demon|dragon|gin|golem|mag|necro|elf|orc|undead|troll|spider) \d+\b/, // "human 1"
    ];
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.parentElement && shown(n.parentElement)) texts.push(n.textContent ?? '');
    for (const el of elements) for (const a of ['placeholder', 'aria-label', 'title']) if (el.getAttribute(a)) texts.push(el.getAttribute(a)!);
    for (const text of texts)
      for (const key of KEY) {
        const m = key.exec(text);
        if (m && !/https?:|www\.|[\w-]+\.(ru|com|org|net|io)\b/.test(text)) out.push(`developer text: "${m[0]}" in "${text.trim().slice(0, 60)}"`);
      }
    return [...new Set(out)];
  }, scope);
}

/** Two frames, so a resize or a click has laid out. */
const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe('phone layout', () => {
  it('every HUD window holds on phones from 360×640 to 430×932 and on desktop, for a grown player, with no error logged', async () => {
    const step = journeySteps('phone layout');
    const errors: string[] = [];
    const context = await world.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU', hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      errors.push(`page error: ${error.name}: ${error.message}`);
      process.stderr.write(`  page error: ${error.name}: ${error.message}\n`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(`console error: ${message.text()} ${message.location().url}`);
        process.stderr.write(`  console error: ${message.text()}\n`);
      }
    });

    step('a newcomer arrives; raised to the highest unlock level with a full squad and every resource');
    await enterAsPreparedPlayer(page, world.server.url, 'knight', async (player) => {
      await world.server.setLevel([player.id], 16);
      await world.server.addHeroes(player.id, ['beast', 'gin', 'golem', 'mag', 'dragon']);
      await world.server.setHeroLevel([player.id], 12);
      await world.server.setBestVictoryStair(player.id, 40);
      await world.server.grant(player.id, { gold: 1_234_567, crystal: 98_765, elixir: 4_321, mithril: 12_345, sulfur: 321, caviar: 77, tickets: 55, eventCurrency: 9, orderPoints: 25, shadowPoints: 30, cups: 6 });
    });
    page.setDefaultTimeout(20_000);
    // The first tap starts the music (a user gesture): its start must log nothing.
    await page.getByTestId('hud-level').click();

    const problems: string[] = [];
    const note = (where: string, found: string[]) => {
      for (const p of found) {
        problems.push(`${where}: ${p}`);
        process.stderr.write(`  ${where}: ${p}\n`);
      }
    };
    const resize = async (size: (typeof SIZES)[number]) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await settle(page);
    };
    for (const size of SIZES) {
      step(`${size.name}: the HUD`);
      await resize(size);
      await page.waitForTimeout(150);
      note(`${size.name} HUD`, await layoutProblems(page, '.hud'));
      await page.screenshot({ path: join(ARTIFACTS, `phone-layout-hud-${size.name}.jpg`), type: 'jpeg', quality: 50 });
      const menu = page.getByTestId('open-shops');
      if ((await menu.count()) > 0) {
        await menu.click();
        await page.getByTestId('shops-menu').waitFor();
        note(`${size.name} shops menu`, await layoutProblems(page, '[data-testid="shops-menu"]'));
        await menu.click();
      }
    }

    step('the resource panel lists every balance held, the order’s and the shadow’s points and cups among them');
    await resize(SIZES[0]);
    await page.getByTestId('hud-resources-more').click();
    for (const key of ['orderPoints', 'shadowPoints', 'cups'])
      expect(await page.getByTestId(`hud-resource-row-${key}`).textContent()).toMatch(/\d/);
    note('resource panel', await layoutProblems(page, '[data-testid="hud-resource-panel"]'));
    await page.screenshot({ path: join(ARTIFACTS, 'phone-layout-resources.jpg'), type: 'jpeg', quality: 50 });
    await page.getByTestId('hud-resource-panel-close').click();

    // Every window the HUD opens (its buttons and the folded shops menu's), opened once on the
    // narrowest phone and laid out there, on the two wider phones and on the desktop; its other
    // tabs on the narrowest (the strip that scrolls inside itself is widest there).
    const narrowest = SIZES[0];
    const wider = SIZES.slice(1);
    await resize(narrowest);
    const menu = page.getByTestId('open-shops');
    const openers = await page.evaluate(() =>
      [...document.querySelectorAll('.hud [data-testid^="open-"], .hud [data-testid="hud-bank"]')]
        .map((el) => el.getAttribute('data-testid')!)
        .filter((id) => id !== 'open-shops' && id !== 'open-moderation'),
    );
    await menu.click();
    const shopEntries = await page.getByTestId('shops-menu').locator('[data-testid^="open-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!));
    await menu.click();
    for (const opener of [...openers, ...shopEntries]) {
      const window = WINDOW_OF[opener] ?? opener.replace(/^open-/, '');
      step(window);
      if (shopEntries.includes(opener)) {
        await menu.click({ noWaitAfter: true });
        await page.getByTestId('shops-menu').getByTestId(opener).click({ noWaitAfter: true });
      } else await page.getByTestId(opener).first().click({ noWaitAfter: true });
      if (opener === 'open-arena') {
        // The arena is a scene of its own; its window opens from the scene's opponents stand.
        await waitForScene(page, 'Arena');
        await page.locator('[data-testid="arena-stage"]:not([data-position=""])').waitFor({ timeout: 30_000 });
        await page.getByTestId('arena-stage-opponents').click();
      }
      const frame = page.getByTestId(`window-${window}`);
      await frame.waitFor();
      await page.waitForTimeout(150);
      const scope = `[data-testid="window-${window}"]`;
      note(`${narrowest.name} ${window}`, await layoutProblems(page, scope));
      for (const size of wider) {
        await resize(size);
        note(`${size.name} ${window}`, await layoutProblems(page, scope));
      }
      await resize(narrowest);
      await page.screenshot({ path: join(ARTIFACTS, `phone-layout-${window}.jpg`), type: 'jpeg', quality: 50 });
      const tabs = frame.locator('.tabs[role="tablist"]').first().locator('[role="tab"]');
      const tabCount = await tabs.count();
      for (let i = 1; i < tabCount; i += 1) {
        await tabs.nth(i).click();
        await page.waitForTimeout(100);
        note(`${narrowest.name} ${window} ${(await tabs.nth(i).getAttribute('data-testid')) ?? i}`, await layoutProblems(page, scope));
      }
      await frame.getByTestId('window-close').first().click();
      await frame.waitFor({ state: 'detached' });
      if (opener === 'open-arena') {
        await page.getByTestId('arena-stage-road').click();
        await waitForScene(page, 'Road');
      }
    }

    step('Back closes the top window, then asks before leaving the game');
    const address = page.url();
    await page.getByTestId('open-profile').click();
    await page.getByTestId('window-profile').waitFor();
    await page.goBack();
    await page.getByTestId('window-profile').waitFor({ state: 'detached' });
    expect(page.url()).toBe(address);
    await page.getByTestId('hud-level').click();
    await page.goBack();
    await page.getByTestId('window-leave-game').waitFor();
    expect(page.url()).toBe(address);
    await page.getByTestId('leave-game-stay').click();
    await page.getByTestId('window-leave-game').waitFor({ state: 'detached' });

    step('in English: the HUD and the windows longest in words hold on the narrowest phone');
    await page.getByTestId('open-settings').click();
    await page.getByTestId('settings-lang-en').click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByTestId('window-settings').getByTestId('window-close').first().click();
    await settle(page);
    note(`${narrowest.name} HUD en`, await layoutProblems(page, '.hud'));
    for (const opener of ['open-manual', 'hud-bank', 'open-tasks', 'open-profile']) {
      const window = WINDOW_OF[opener] ?? opener.replace(/^open-/, '');
      await page.getByTestId(opener).first().click();
      const frame = page.getByTestId(`window-${window}`);
      await frame.waitFor();
      await page.waitForTimeout(150);
      note(`${narrowest.name} ${window} en`, await layoutProblems(page, `[data-testid="window-${window}"]`));
      await frame.getByTestId('window-close').first().click();
      await frame.waitFor({ state: 'detached' });
    }
    await page.getByTestId('open-settings').click();
    await page.getByTestId('settings-lang-ru').click();
    await page.waitForFunction(() => document.documentElement.lang === 'ru');
    await page.getByTestId('window-settings').getByTestId('window-close').first().click();

    expect(problems).toEqual([]);
    expect(errors).toEqual([]);

    step('a purchase made offline says so at once');
    await page.getByTestId('open-shops').click();
    await page.getByTestId('shops-menu').getByTestId('open-goods-shop').click();
    const buy = page.getByTestId('goods-consumable-buy-healing_elixir');
    await buy.waitFor();
    await context.setOffline(true);
    const pressed = Date.now();
    await buy.click();
    await expect.poll(() => page.getByTestId('window-goods-shop').getByTestId('form-error').textContent(), { timeout: 3_000 }).toMatch(/Нет связи/);
    expect(Date.now() - pressed).toBeLessThan(3_000);
    await context.setOffline(false);
    await context.close();
  }, 900_000);
});
