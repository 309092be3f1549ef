import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newJourneyPage } from '../support/browser.ts';
import { closeWindow, journeyWorld } from '../support/journey-world.ts';
import { enterAsPreparedPlayer } from '../support/new-player.ts';

const world = journeyWorld();
const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

async function openClan(page: Page): Promise<void> {
  await page.getByTestId('open-clan').click();
  await page.getByTestId('window-clan').waitFor();
}

const closeClan = (page: Page) => closeWindow(page, 'clan');

async function openTab(page: Page, tab: string): Promise<void> {
  await page.getByTestId(`clan-tab-${tab}`).click();
}

const goldInTreasury = (page: Page) => page.getByTestId('clan-stat-gold').getAttribute('data-value');

describe('two players and a clan', () => {
  it('one founds a clan, the other applies and is accepted, donates, and both see the treasury and the members change', async () => {
    const first = await newJourneyPage(world.browser);
    const second = await newJourneyPage(world.browser);
    const ann = first.page;
    const bob = second.page;
    // Clans open at level 15 (§9): the journey raises both players; Bob gets gold to donate and shop.
    const annInfo = await enterAsPreparedPlayer(ann, world.server.url, 'knight', (me) => world.server.setLevel([me.id], 15));
    const bobInfo = await enterAsPreparedPlayer(bob, world.server.url, 'ranger', async (me) => {
      await world.server.setLevel([me.id], 15);
      await world.server.grant(me.id, { gold: 2_000 });
    });

    // Ann founds the clan; she leads it.
    await openClan(ann);
    const clanName = `Волки ${Date.now() % 10000}`;
    await ann.getByTestId('clan-create-name').fill(clanName);
    await ann.getByTestId('clan-create').click();
    await ann.getByTestId('clan-page').waitFor();
    await expect(ann.getByTestId('clan-my-role').textContent()).resolves.toBeTruthy();
    await openTab(ann, 'treasury');
    await expect(goldInTreasury(ann)).resolves.toBe('0');

    // Bob finds it in the clan list, opens its page (level, about, members) and applies from there.
    await openClan(bob);
    await bob.locator('[data-testid^="clan-link-"]', { hasText: clanName }).click();
    await bob.getByTestId('window-clan-page').waitFor();
    await expect(bob.getByTestId('clan-page-level').getAttribute('data-level')).resolves.toMatch(/^\d+$/);
    await expect(bob.getByTestId(`clan-page-member-${annInfo.id}`).getAttribute('data-role')).resolves.toBe('LEADER');
    await bob.getByTestId('clan-page-about').waitFor();
    await bob.getByTestId('clan-page-apply').click();
    await bob.getByTestId('clan-page-applied').waitFor();
    await closeWindow(bob, 'clan-page');
    await bob.locator('[data-testid^="clan-apply-"]').first().waitFor({ state: 'detached' });

    // Ann sees the application among the recruits and accepts it; Bob is in her member list.
    await openTab(ann, 'recruit');
    await ann.getByTestId(`clan-recruit-accept-${bobInfo.id}`).click();
    await openTab(ann, 'members');
    await ann.getByTestId(`clan-member-${bobInfo.id}`).waitFor();
    await expect(ann.getByTestId(`clan-member-${bobInfo.id}`).getAttribute('data-role')).resolves.toBe('NEWBIE');

    // Bob opens the clan again: he is a member and sees Ann and himself.
    await closeClan(bob);
    await openClan(bob);
    await bob.getByTestId('clan-page').waitFor();
    await openTab(bob, 'members');
    await bob.getByTestId(`clan-member-${annInfo.id}`).waitFor();
    await expect(bob.getByTestId(`clan-member-${annInfo.id}`).getAttribute('data-role')).resolves.toBe('LEADER');
    await bob.getByTestId(`clan-member-${bobInfo.id}`).waitFor();

    // Bob donates 300 gold: the treasury shows it, and so does Ann's once she looks again.
    await openTab(bob, 'treasury');
    await bob.getByTestId('clan-donate-amount').fill('300');
    await bob.getByTestId('clan-donate').click();
    await expect.poll(() => goldInTreasury(bob)).toBe('300');
    await closeClan(ann);
    await openClan(ann);
    await openTab(ann, 'treasury');
    await expect.poll(() => goldInTreasury(ann)).toBe('300');

    // Bob buys healing elixirs in the clan shop from his own gold; the ticket waits for clan level 5.
    await openTab(bob, 'page');
    await bob.getByTestId('clan-open-shop').click();
    const shop = bob.getByTestId('window-clan-shop');
    await shop.waitFor();
    await bob.getByTestId('shop-closed-clan_ticket').waitFor();
    await expect(bob.getByTestId('shop-buy-clan_ticket').isDisabled()).resolves.toBe(true);
    await bob.getByTestId('shop-buy-clan_healing').click();
    await bob.getByTestId('catalogue-bought').waitFor();
    await expect(bob.getByTestId('shop-limit-clan_healing').textContent()).resolves.toContain('1/3');
    for (const [width, height, name] of [[390, 844, 'phone'], [1280, 800, 'desktop']] as const) {
      await bob.setViewportSize({ width, height });
      await bob.waitForTimeout(300);
      await bob.screenshot({ animations: 'disabled', path: join(ARTIFACTS, `clan-shop-${name}.png`) });
    }
    await closeWindow(bob, 'clan-shop');

    // Ann, the leader, writes the description and an advertisement in the page's overlays.
    await ann.setViewportSize({ width: 390, height: 844 });
    await openTab(ann, 'page');
    await ann.getByTestId('clan-open-about').click();
    await ann.getByTestId('clan-about-input').fill('Мы ходим в рейды по вечерам.');
    await ann.getByTestId('clan-about-save').click();
    await ann.getByTestId('clan-about-saved').waitFor();
    await ann.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'clan-about-phone.png') });
    await ann.getByTestId('clan-about-overlay').getByTestId('window-close').click();
    await expect.poll(() => ann.getByTestId('clan-about').textContent()).toBe('Мы ходим в рейды по вечерам.');
    await ann.getByTestId('clan-open-edit').click();
    await ann.getByTestId('clan-advert-input').fill('Сбор у ворот в восемь');
    await ann.getByTestId('clan-advert-save').click();
    await ann.getByTestId('clan-advert-saved').waitFor();
    await ann.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'clan-edit-phone.png') });
    await ann.setViewportSize({ width: 1280, height: 800 });
    await ann.waitForTimeout(300);
    await ann.screenshot({ animations: 'disabled', path: join(ARTIFACTS, 'clan-edit-desktop.png') });
    await ann.keyboard.press('Escape');
    await ann.getByTestId('clan-edit-overlay').waitFor({ state: 'detached' });
    await ann.getByTestId('window-clan').waitFor();

    // Bob, a newbie, reads them and sees the advertisement as new; he may not edit the page.
    await closeClan(bob);
    await openClan(bob);
    await expect(bob.getByTestId('clan-advert').textContent()).resolves.toBe('Сбор у ворот в восемь');
    expect(await bob.getByTestId('clan-open-edit').count()).toBe(0);
    await bob.getByTestId('clan-open-about').click();
    await expect(bob.getByTestId('clan-about-text').textContent()).resolves.toBe('Мы ходим в рейды по вечерам.');
    expect(await bob.getByTestId('clan-about-input').count()).toBe(0);
    await bob.getByTestId('clan-about-overlay').getByTestId('window-close').click();

    // The history lists the founding, the joining and the donation for both.
    for (const page of [ann, bob]) {
      await openTab(page, 'history');
      await page.getByTestId('clan-history').getByText(bobInfo.nickname).first().waitFor();
    }

    // In the clan rating, Bob's clan opens its page (closing the rating, §2), which leads to his own clan.
    await closeClan(bob);
    await bob.getByTestId('open-rating').click();
    await bob.getByTestId('rating-tab-clanLevel').click();
    await bob.locator('[data-testid^="rating-clan-"]', { hasText: clanName }).click();
    await bob.getByTestId('window-rating').waitFor({ state: 'detached' });
    await bob.getByTestId('clan-page-mine').click();
    await bob.getByTestId('window-clan').waitFor();
    await first.context.close();
    await second.context.close();
  });
});
