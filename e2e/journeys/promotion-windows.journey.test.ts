import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForScene } from '../support/browser.ts';
import { enterAsPreparedPlayer } from '../support/new-player.ts';
import { hudValue, openHudWindow } from '../support/road-page.ts';
import { closeWindow, journeySteps, journeyWorld } from '../support/journey-world.ts';

/**
 * The promotion windows read at once on a phone and a desktop: in the chests window no button
 * covers a text, every chest shows its icon, and a chest that cannot be opened now says so (and
 * what is missing) before the press, as do the offers and the market's lots; the market names its
 * resources as the resource bar does.
 */
const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

const world = journeyWorld();
mkdirSync(ARTIFACTS, { recursive: true });

/** Every pair of a button's box and a text's (or a chest picture's) box that overlap inside the window. */
async function buttonsOverText(page: Page, windowTestId: string): Promise<string[]> {
  return page.evaluate((id) => {
    const root = document.querySelector(`[data-testid="${id}"]`);
    if (!root) return [`${id} is missing`];
    const visible = (r: DOMRect) => r.width > 0 && r.height > 0;
    const label = (el: Element) => `${el.tagName.toLowerCase()}.${el.className || ''}"${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const buttons = [...root.querySelectorAll('button')].map((el) => ({ el, r: el.getBoundingClientRect() })).filter((b) => visible(b.r));
    const texts = [...root.querySelectorAll('h2, h3, p, strong, span, progress, .chests__art')]
      .filter((el) => !el.closest('button') && (el.classList.contains('chests__art') || el.tagName === 'PROGRESS' || (el.children.length === 0 && (el.textContent ?? '').trim() !== '')))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter((x) => visible(x.r));
    const out: string[] = [];
    for (const b of buttons)
      for (const x of texts)
        if (b.r.left < x.r.right - 0.5 && x.r.left < b.r.right - 0.5 && b.r.top < x.r.bottom - 0.5 && x.r.top < b.r.bottom - 0.5)
          out.push(`${label(b.el)} covers ${label(x.el)}`);
    return out;
  }, windowTestId);
}

/** The chests' pictures whose colour is too dark to show on their dark plate (an "empty" icon). */
async function darkChestIcons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="window-chests"] .chests__art')].flatMap((el) => {
      const [r, g, b] = (getComputedStyle(el).color.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).map(Number);
      const luminance = (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
      const drawn = el.querySelector('svg path') !== null;
      const row = el.closest('[data-testid]')?.getAttribute('data-testid') ?? '?';
      return luminance < 0.35 || !drawn ? [`${row}: ${getComputedStyle(el).color}`] : [];
    }),
  );
}

describe('promotion windows', () => {
  for (const [label, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1280, 800],
  ] as const) {
    it(`${label}: the chests window lays out cleanly and shows what cannot be paid; the market names resources`, async () => {
      const step = journeySteps(`promotion windows ${label}`);
      const context = await world.browser.newContext({
        viewport: { width, height },
        locale: 'ru-RU',
        hasTouch: width < 500,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      // The promotions open at level 5.
      const me = await enterAsPreparedPlayer(page, world.server.url, 'knight', (player) => world.server.setLevel([player.id], 5));

      step('the chests: a newcomer cannot pay to open the delayed chest now, nor open a chest of gems spent');
      await openHudWindow(page, 'chests');
      const speedup = page.getByTestId('delayed-chest-speedup');
      await speedup.waitFor();
      await page.locator('[data-testid="spend-chest-azure"]').waitFor();
      const gems = await hudValue(page, 'hud-mithril');
      const price = Number(await speedup.locator('.price-tag__part[data-resource="MITHRIL"]').textContent());
      expect(price).toBeGreaterThan(gems);
      await expect(speedup.getAttribute('data-payable')).resolves.toBe('0');
      await expect(speedup.isDisabled()).resolves.toBe(true);
      await expect(page.getByTestId('delayed-chest-shortfall').textContent()).resolves.toMatch(
        new RegExp(`^Не хватает: ${price - gems} изумруд`),
      );
      // No gem spent yet: every chest of gems spent is locked and says how many are still to spend.
      for (const [id, threshold] of [['silver', 1], ['azure', 3000], ['lava', 50000]] as const) {
        const open = page.getByTestId(`spend-chest-open-${id}`);
        await expect(open.isDisabled(), id).resolves.toBe(true);
        await expect(open.getAttribute('data-payable'), id).resolves.toBe('0');
        await expect(page.getByTestId(`spend-chest-missing-${id}`).textContent(), id).resolves.toContain(
          threshold > 9999 ? `${threshold / 1000}k` : String(threshold),
        );
      }
      expect(await buttonsOverText(page, 'window-chests')).toEqual([]);
      expect(await darkChestIcons(page)).toEqual([]);
      await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `promotions-chests-${label}.png`) });
      await page.getByTestId('spend-chest-lava').scrollIntoViewIfNeeded();
      await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `promotions-chests-locked-${label}.png`) });
      await closeWindow(page, 'chests');

      step('the offers: the first hero for emeralds the newcomer does not have');
      await openHudWindow(page, 'offers');
      const buyHero = page.getByTestId('offer-buy-first-hero');
      await buyHero.waitFor();
      const heroPrice = Number(
        await page.getByTestId('offer-first-hero').locator('.offers__prices > .price-tag .price-tag__part[data-resource="MITHRIL"]').textContent(),
      );
      await expect(buyHero.isDisabled()).resolves.toBe(true);
      await expect(buyHero.getAttribute('data-payable')).resolves.toBe('0');
      await expect(page.getByTestId('offer-shortfall-first-hero').textContent()).resolves.toMatch(
        new RegExp(`^Не хватает: ${heroPrice - gems} изумруд`),
      );
      expect(await buttonsOverText(page, 'window-offers')).toEqual([]);
      await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `promotions-offers-${label}.png`) });
      await closeWindow(page, 'offers');

      step('with the gems: opening now is payable, and the layout holds');
      await world.server.grant(me.id, { mithril: 200 });
      await page.reload();
      await waitForScene(page, 'Road');
      await openHudWindow(page, 'chests');
      await page.locator('[data-testid="delayed-chest-speedup"][data-payable="1"]').waitFor();
      await expect(page.getByTestId('delayed-chest-speedup').isDisabled()).resolves.toBe(false);
      expect(await page.getByTestId('delayed-chest-shortfall').count()).toBe(0);
      expect(await buttonsOverText(page, 'window-chests')).toEqual([]);
      await closeWindow(page, 'chests');
      await openHudWindow(page, 'offers');
      await page.locator('[data-testid="offer-buy-first-hero"][data-payable="1"]').waitFor();
      expect(await page.getByTestId('offer-shortfall-first-hero').count()).toBe(0);
      await closeWindow(page, 'offers');

      step('the market: resources are named as the resource bar names them');
      await openHudWindow(page, 'market');
      const ticket = page.getByTestId('shop-offer-caviar_to_ticket').locator('.catalogue-row__name');
      await expect(ticket.textContent()).resolves.toBe('Билеты ×1');
      await expect(
        page.getByTestId('shop-offer-crystal_to_gold').locator('.catalogue-row__name').textContent(),
      ).resolves.toBe('Золото ×500');
      step('the market: a lot the player cannot pay says what is missing before the press');
      const gold = await hudValue(page, 'hud-gold');
      expect(gold).toBeLessThan(1000);
      const dear = page.getByTestId('shop-buy-gold_to_crystal');
      await expect(dear.isDisabled()).resolves.toBe(true);
      await expect(dear.getAttribute('data-payable')).resolves.toBe('0');
      await expect(page.getByTestId('shop-shortfall-gold_to_crystal').textContent()).resolves.toBe(
        `Не хватает: ${1000 - gold} золота`,
      );
      await expect(page.getByTestId('shop-buy-gems_to_gold').isDisabled()).resolves.toBe(false);
      expect(await page.getByTestId('shop-shortfall-gems_to_gold').count()).toBe(0);
      expect(await buttonsOverText(page, 'window-market')).toEqual([]);
      await ticket.scrollIntoViewIfNeeded();
      await page.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `promotions-market-${label}.png`) });
      await closeWindow(page, 'market');
      await context.close();
    }, 300_000);
  }
});
