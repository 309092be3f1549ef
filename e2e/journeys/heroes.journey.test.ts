import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { attackGuard, creatureButton } from '../support/battle-page.ts';
import { newJourneyPage, waitForScene } from '../support/browser.ts';
import { enterAsPreparedPlayer } from '../support/new-player.ts';
import { openShopWindow } from '../support/road-page.ts';
import { closeWindow, journeyWorld } from '../support/journey-world.ts';

const world = journeyWorld();

interface ServerHero {
  id: number;
  warriorClass: string;
  gender: string;
  inSquad: boolean;
  attack: number;
  forcesV2: { forceId: string; rank: number }[];
  artifacts: { id: number }[];
}

/** The player's heroes and gems by the server's word. */
async function serverState(page: Page): Promise<{ heroes: ServerHero[]; mithril: number }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/player/info/current', { credentials: 'include' });
    const info = (await response.json()) as { player: { creatures: ServerHero[]; mithril: number } };
    return { heroes: info.player.creatures, mithril: info.player.mithril };
  });
}

async function statValue(page: Page, stat: string): Promise<number> {
  return Number(await page.getByTestId(`hero-${stat}`).getAttribute('data-value'));
}

const GUARDED = '[data-testid^="place-"][data-state="guarded"]';

describe('heroes', () => {
  it('buy a hero, put it in the squad, study a force and speed it up with gems, give it an artifact: stronger on the hero page and in the next battle', async () => {
    const { context, page } = await newJourneyPage(world.browser);
    // Resources as rewards would bring them (the game's own ledger), and a sword in the storage.
    let swordId = 0;
    await enterAsPreparedPlayer(page, world.server.url, 'knight', async (player) => {
      await world.server.grant(player.id, { gold: 5000, mithril: 200 });
      swordId = await world.server.addArtifact(player.id, 'bronze_sword', 3);
    });
    const before = await serverState(page);

    // The hero shop: a human warrior joins, with the female look picked above the tabs.
    await openShopWindow(page, 'hero-shop');
    await page.getByTestId('hero-look-female').click();
    await page.locator('[data-testid="hero-look-female"][aria-checked="true"]').waitFor();
    await page.getByTestId('hero-buy-human').click();
    await page.getByTestId('hero-bought').waitFor({ timeout: 30_000 });
    await closeWindow(page, 'hero-shop');
    const bought = (await serverState(page)).heroes.find((h) => !before.heroes.some((b) => b.id === h.id));
    expect(bought?.warriorClass).toBe('human');
    expect(bought?.gender).toBe('female');
    const heroId = bought!.id;

    // The profile's heroes tab: the new hero's card; out of the squad and back in.
    await page.getByTestId('open-profile').click();
    const card = page.getByTestId(`profile-hero-${heroId}`);
    await card.waitFor();
    const toggle = page.getByTestId(`profile-squad-${heroId}`);
    if ((await card.getAttribute('data-in-squad')) === '1') {
      await toggle.click();
      await page.locator(`[data-testid="profile-hero-${heroId}"][data-in-squad="0"]`).waitFor();
    }
    await toggle.click();
    await page.locator(`[data-testid="profile-hero-${heroId}"][data-in-squad="1"]`).waitFor();
    expect((await serverState(page)).heroes.find((h) => h.id === heroId)?.inSquad).toBe(true);

    // The hero page over the creature scene.
    await page.getByTestId(`profile-open-${heroId}`).click();
    await waitForScene(page, 'Creature');
    await page.getByTestId('hero-sheet').waitFor();
    expect(await page.getByTestId('hero-page').getAttribute('data-creature-id')).toBe(String(heroId));
    const attackAtStart = await statValue(page, 'attack');

    // Study the first force: it runs on a magic hammer with a countdown.
    await page.getByTestId('hero-tab-toStudy').click();
    await page.getByTestId('force-upgrade-human_valor').click();
    const step = page.locator('[data-testid^="hero-step-"][data-force="human_valor"]');
    await step.waitFor();
    await page.locator('[data-testid="hero-hammers"][data-used="1"]').waitFor();
    const left = await page.locator('[data-testid^="hero-step-left-"]').first().textContent();
    expect(left).toMatch(/\d/);

    // Speed it up with gems: the step ends, the force has rank 1 and the attack grows.
    const gemsBefore = (await serverState(page)).mithril;
    const speedUp = page.locator('[data-testid^="hero-speedup-"]').first();
    const price = Number(await speedUp.getAttribute('data-price'));
    expect(price).toBeGreaterThan(0);
    await speedUp.click();
    await step.waitFor({ state: 'detached' });
    await page.getByTestId('hero-tab-studied').click();
    await page.locator('[data-testid="force-human_valor"][data-rank="1"]').waitFor();
    await expect.poll(() => statValue(page, 'attack')).toBeGreaterThan(attackAtStart);
    const gemsAfter = (await serverState(page)).mithril;
    expect(gemsAfter).toBeLessThan(gemsBefore);
    expect(gemsBefore - gemsAfter).toBeLessThanOrEqual(price);
    const attackWithForce = await statValue(page, 'attack');

    // Give the sword from the storage: the hero holds it and strikes harder still.
    await page.getByTestId('hero-tab-artifacts').click();
    await page.getByTestId('artifact-give-open').click();
    await page.getByTestId(`artifact-give-${swordId}`).click();
    await page.getByTestId(`hero-artifact-${swordId}`).waitFor();
    await expect.poll(() => statValue(page, 'attack')).toBeGreaterThan(attackWithForce);
    const heroAttack = await statValue(page, 'attack');
    const heroNow = (await serverState(page)).heroes.find((h) => h.id === heroId)!;
    expect(heroNow.artifacts.map((a) => a.id)).toContain(swordId);
    expect(heroNow.forcesV2.find((f) => f.forceId === 'human_valor')?.rank).toBe(1);

    // Back on the road, into the next battle: the hero fights with the page's attack.
    await page.getByTestId('hero-back').click();
    await waitForScene(page, 'Road');
    const guard = page.locator(`${GUARDED}[data-stair="1"]`).first();
    await guard.waitFor({ timeout: 30_000 });
    await attackGuard(page, guard);
    const fighter = creatureButton(page, heroId);
    await fighter.waitFor({ state: 'attached' });
    expect(await fighter.getAttribute('data-team')).toBe('0');
    expect(Number(await fighter.getAttribute('data-attack'))).toBe(heroAttack);
    expect(Number(await fighter.getAttribute('data-attack'))).toBeGreaterThan(attackAtStart);

    await context.close();
  });
});
