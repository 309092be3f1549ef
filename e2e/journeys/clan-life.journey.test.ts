import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newJourneyPage, waitForScene } from '../support/browser.ts';
import { chatMessage, closeWindow, journeySteps, journeyWorld } from '../support/journey-world.ts';
import { enterAsPreparedPlayer } from '../support/new-player.ts';

const world = journeyWorld();
const step = journeySteps('clan-life');
const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

async function openClan(page: Page): Promise<void> {
  await page.getByTestId('open-clan').click();
  await page.getByTestId('window-clan').waitFor();
}

async function openTab(page: Page, tab: string): Promise<void> {
  await page.getByTestId(`clan-tab-${tab}`).click();
  await page.getByTestId(`clan-${tab === 'page' ? 'page' : tab}`).waitFor();
}

/** The clan window's page tab opens the chat on the clan room. */
async function openClanChat(page: Page): Promise<void> {
  await openTab(page, 'page');
  await page.getByTestId('clan-open-chat').click();
  await page.getByTestId('window-chat').waitFor();
  await expect(page.getByTestId('chat-room-clan').getAttribute('aria-pressed')).resolves.toBe('true');
}

async function say(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  await chatMessage(page, text).waitFor();
}

async function donate(page: Page, type: string, amount: number): Promise<void> {
  await page.getByTestId('clan-donate-type').selectOption(type);
  await page.getByTestId('clan-donate-amount').fill(String(amount));
  await page.getByTestId('clan-donate').click();
}

const stat = (page: Page, key: string) => page.getByTestId(`clan-stat-${key}`).getAttribute('data-value');

/** Taps the canvas where the clan scene drew a building (its accessible button lies over it and lets taps through). */
async function tapBuilding(page: Page, type: string): Promise<void> {
  const box = await page.getByTestId(`clan-yard-${type}`).boundingBox();
  if (!box) throw new Error(`${type} is not on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.45);
}

const BUILDINGS = ['HALL_OF_FAME', 'EXPERIENCE', 'CLAN_SHIELD', 'GEAR_FACTORY', 'SNOW_WORLD'] as const;
/** How far (CSS pixels) every building's name stays above the open panel's top edge at least. */
const PANEL_MARGIN = 6;

/**
 * What is wrong with the yard under an open building panel: each building's box (the building and
 * its name, where the layer lays its button) must lie on screen, below the top bar and at least
 * PANEL_MARGIN above the panel. Empty when all is well.
 */
async function yardFaults(page: Page): Promise<string[]> {
  const viewport = page.viewportSize();
  const sheet = page.getByTestId('clan-building-sheet');
  // Measured where the panel comes to rest, not while it rises.
  await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const panel = await sheet.boundingBox();
  const bar = await page.locator('.clan-layer__top').boundingBox();
  if (!viewport || !panel || !bar) return ['no panel or top bar'];
  const faults: string[] = [];
  for (const type of BUILDINGS) {
    const spot = await page.getByTestId(`clan-yard-${type}`).boundingBox();
    if (!spot) {
      faults.push(`${type} has no box`);
      continue;
    }
    const bottom = spot.y + spot.height;
    if (bottom + PANEL_MARGIN > panel.y) faults.push(`${type} ends at ${bottom.toFixed(1)}, the panel starts at ${panel.y.toFixed(1)}`);
    if (spot.y < bar.y + bar.height) faults.push(`${type} starts at ${spot.y.toFixed(1)}, under the top bar`);
    if (spot.x < 0 || spot.x + spot.width > viewport.width) faults.push(`${type} leaves the screen sideways`);
  }
  return faults;
}

describe('a clan’s life with two players', () => {
  it('founds, invites, accepts, talks live, promotes, builds from the treasury in the clan yard and kicks', async () => {
    const first = await newJourneyPage(world.browser);
    const second = await newJourneyPage(world.browser);
    const ann = first.page;
    const bob = second.page;
    await ann.setViewportSize({ width: 390, height: 844 });
    // Clans open at level 15; Ann gets what the academy's first level costs, to donate.
    const annInfo = await enterAsPreparedPlayer(ann, world.server.url, 'knight', async (me) => {
      await world.server.setLevel([me.id], 15);
      await world.server.grant(me.id, { gold: 20_000, crystal: 20 });
    });
    const bobInfo = await enterAsPreparedPlayer(bob, world.server.url, 'ranger', (me) => world.server.setLevel([me.id], 15));

    step('Ann founds the clan');
    await openClan(ann);
    const clanName = `Сокол ${Date.now() % 10000}`;
    await ann.getByTestId('clan-create-name').fill(clanName);
    await ann.getByTestId('clan-create').click();
    await ann.getByTestId('clan-page').waitFor();
    await expect(ann.getByTestId('window-clan').textContent()).resolves.toContain(clanName);

    step('Ann invites Bob by his number; Bob sees the invitation and accepts it');
    await openTab(ann, 'recruit');
    await ann.getByTestId('clan-invite-id').fill(bobInfo.nickname);
    await ann.getByTestId('clan-invite').click();
    await openClan(bob);
    const invitation = bob.locator('[data-testid^="clan-invitation-"]');
    await invitation.waitFor();
    await expect(invitation.textContent()).resolves.toContain(clanName);
    await bob.locator('[data-testid^="clan-accept-"]').click();
    await bob.getByTestId('clan-page').waitFor();
    await openTab(ann, 'members');
    await expect.poll(() => ann.getByTestId(`clan-member-${bobInfo.id}`).getAttribute('data-role')).toBe('NEWBIE');

    step('both open the clan chat; each sees the other’s message live');
    await openClanChat(ann);
    await openClanChat(bob);
    const hello = `Добро пожаловать, ${bobInfo.nickname}!`;
    await say(ann, hello);
    await chatMessage(bob, hello).waitFor();
    await expect(chatMessage(bob, hello).getByTestId('chat-message-author').textContent()).resolves.toBe(annInfo.nickname);
    const thanks = 'Спасибо, рад быть в клане';
    await say(bob, thanks);
    await chatMessage(ann, thanks).waitFor();
    await closeWindow(ann, 'chat');
    await closeWindow(bob, 'chat');

    step('Ann promotes Bob; Bob sees his new rank');
    await openTab(ann, 'members');
    await ann.getByTestId(`clan-promote-${bobInfo.id}`).click();
    await expect.poll(() => ann.getByTestId(`clan-member-${bobInfo.id}`).getAttribute('data-role')).toBe('PARTICIPANT');
    await openTab(bob, 'members');
    await expect.poll(() => bob.getByTestId(`clan-member-${bobInfo.id}`).getAttribute('data-role')).toBe('PARTICIPANT');
    // A participant may not kick: Bob has no such button on Ann.
    expect(await bob.getByTestId(`clan-kick-${annInfo.id}`).count()).toBe(0);
    // Bob keeps the clan room open for the end of the journey.
    await openClanChat(bob);

    step('Ann fills the treasury with the academy’s price');
    await openTab(ann, 'treasury');
    await donate(ann, 'GOLD', 20_000);
    await expect.poll(() => stat(ann, 'gold')).toBe('20000');
    await donate(ann, 'RED_CRYSTALS', 20);
    await expect.poll(() => stat(ann, 'redCrystal')).toBe('20');

    step('Ann opens the clan yard and taps the academy: its panel builds it from the treasury');
    await openTab(ann, 'page');
    await ann.getByTestId('clan-open-hall').click();
    await waitForScene(ann, 'Clan');
    await ann.getByTestId('clan-layer').waitFor();
    await expect(ann.getByTestId('clan-hall-name').textContent()).resolves.toBe(clanName);
    await ann.getByTestId('clan-yard-EXPERIENCE').waitFor({ state: 'attached' });
    await ann.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'clan-yard-phone.png') });
    await tapBuilding(ann, 'EXPERIENCE');
    const sheet = ann.getByTestId('clan-building-sheet');
    await sheet.waitFor();
    await expect(sheet.getAttribute('data-type')).resolves.toBe('EXPERIENCE');
    await expect(sheet.getAttribute('data-level')).resolves.toBe('0');
    await ann.getByTestId('clan-sheet-build').click();
    await expect.poll(() => sheet.getAttribute('data-status')).toBe('PROCESSING');
    await ann.getByTestId('clan-sheet-busy').waitFor();
    await expect.poll(() => ann.getByTestId('clan-hall-treasury').textContent()).toMatch(/^\D*0\D/);
    await expect.poll(() => yardFaults(ann)).toEqual([]);
    await ann.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'clan-yard-building-phone.png') });
    // The panel closes; the factory's tap opens the factory's, not built yet.
    await ann.getByTestId('clan-sheet-close').click();
    await sheet.waitFor({ state: 'detached' });
    await ann.waitForTimeout(500);
    await tapBuilding(ann, 'GEAR_FACTORY');
    await expect.poll(() => sheet.getAttribute('data-type')).toBe('GEAR_FACTORY');
    await expect(sheet.getAttribute('data-level')).resolves.toBe('0');
    // The yard lays itself out above the open panel: every building and its name clear it.
    await expect.poll(() => yardFaults(ann)).toEqual([]);
    await ann.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'clan-yard-factory-phone.png') });
    await ann.getByTestId('clan-sheet-close').click();
    await sheet.waitFor({ state: 'detached' });
    await ann.waitForTimeout(500);
    await ann.setViewportSize({ width: 1280, height: 800 });
    await ann.waitForTimeout(1_000);
    await tapBuilding(ann, 'EXPERIENCE');
    await expect.poll(() => sheet.getAttribute('data-type')).toBe('EXPERIENCE');
    await expect.poll(() => yardFaults(ann)).toEqual([]);
    await ann.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'clan-yard-desktop.png') });

    step('Ann opens the clan shop from the yard’s bar');
    await ann.getByTestId('clan-hall-shop').click();
    await ann.getByTestId('shop-offer-clan_healing').waitFor();
    await closeWindow(ann, 'clan-shop');

    step('Ann kicks Bob from the clan window over the yard; Bob’s clan room goes quiet at once');
    await ann.getByTestId('clan-hall-window').click();
    await ann.getByTestId('window-clan').waitFor();
    await openTab(ann, 'members');
    await ann.getByTestId(`clan-kick-${bobInfo.id}`).click();
    await ann.getByTestId(`clan-member-${bobInfo.id}`).waitFor({ state: 'detached' });
    await openTab(ann, 'history');
    await ann.getByTestId('clan-history').locator('[data-event="KICKED"]').waitFor();
    await openClanChat(ann);
    const after = 'Только для своих';
    await say(ann, after);
    // Bob's window still shows the room, but the message never reaches him.
    await bob.waitForTimeout(2_000);
    expect(await chatMessage(bob, after).count()).toBe(0);
    await chatMessage(bob, thanks).waitFor();

    step('Bob opens the clan window again: he is outside the clan');
    await closeWindow(bob, 'chat');
    await closeWindow(bob, 'clan');
    await openClan(bob);
    await bob.getByTestId('clan-join').waitFor();
    await first.context.close();
    await second.context.close();
  }, 600_000);
});
