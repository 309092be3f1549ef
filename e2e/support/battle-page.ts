import type { Locator, Page } from 'playwright-core';
import { waitForScene } from './browser.ts';

/** The accessible button of a battle creature. */
export function creatureButton(page: Page, id: number | string): Locator {
  return page.getByTestId(`battle-creature-${id}`);
}

/** Living monsters (team 1) in the battle's accessible layer. */
export function livingMonsters(page: Page): Locator {
  return page.locator('[data-testid^="battle-creature-"][data-team="1"][data-dead="0"]');
}

/** Sum of the monsters' health as the layer shows it. */
export async function monstersHealth(page: Page): Promise<number> {
  const values = await page.locator('[data-testid^="battle-creature-"][data-team="1"]').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-health'))));
  return values.reduce((a, b) => a + b, 0);
}

/** Taps a guard's place, waits for its window and presses attack: the battle scene shows. */
export async function attackGuard(page: Page, guard: Locator): Promise<void> {
  await guard.click();
  await page.getByTestId('window-place').waitFor({ timeout: 30_000 });
  await page.getByTestId('place-attack').click();
  const refused = page.locator('[data-testid="road-notice"][data-kind="failed"]');
  const shown = await Promise.race([
    waitForScene(page, 'Battle').then(() => 'battle'),
    refused.waitFor({ timeout: 60_000 }).then(() => 'refused'),
  ]).catch(async (error: unknown) => {
    const scene = await page.evaluate(() => document.body.dataset.scene);
    throw new Error(`no battle after the attack (scene ${scene}): ${String(error)}`);
  });
  if (shown === 'refused') throw new Error(`the attack was refused: ${await refused.textContent()}`);
  await livingMonsters(page).first().waitFor();
}

/**
 * Fights by choosing hits: each turn the weakest living monster is the target and the first hero
 * able to strike (chosen by the scene) strikes, until the result window shows.
 */
export async function fightUntilResult(page: Page, maxTurns = 80): Promise<number> {
  const confirm = page.getByTestId('battle-hit-confirm');
  const result = page.getByTestId('battle-result');
  for (let turn = 0; turn < maxTurns; turn += 1) {
    if (await result.isVisible()) return turn;
    const ready = await Promise.race([
      page.locator('[data-testid="battle-bar"][data-phase="choose"]').waitFor({ timeout: 30_000 }).then(() => 'choose' as const),
      result.waitFor({ timeout: 30_000 }).then(() => 'result' as const),
    ]);
    if (ready === 'result' || (await result.isVisible())) return turn;
    const monsters = livingMonsters(page);
    const count = await monsters.count();
    if (count === 0) continue;
    let weakest = monsters.first();
    let lowest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < count; i += 1) {
      const health = Number(await monsters.nth(i).getAttribute('data-health'));
      if (health < lowest) {
        lowest = health;
        weakest = monsters.nth(i);
      }
    }
    await weakest.click();
    await page.getByTestId('battle-preview').waitFor({ timeout: 10_000 }).catch(() => undefined);
    if (!(await confirm.isEnabled())) continue;
    await confirm.click();
    await page.locator('[data-testid="battle-bar"]:not([data-phase="choose"])').waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
  }
  throw new Error('the battle did not end');
}

/** The squad's total health by the server's word. */
export async function squadHealth(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/player/info/current', { credentials: 'include' });
    const info = (await response.json()) as { player: { creatures: { health: number; inSquad: boolean }[] } };
    return info.player.creatures.filter((c) => c.inSquad).reduce((sum, c) => sum + c.health, 0);
  });
}
